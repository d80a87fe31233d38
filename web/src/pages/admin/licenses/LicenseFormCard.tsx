import { Button, Card, Field, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Form } from "@/components/Form";

interface LicenseFormCardProps {
  title: string;
  submitLabel: string;
  loading: boolean;
  /** A problem of the whole form, shown above the submit button; a field's own problem goes under that field. */
  problem?: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** The card shell shared by the licence admin forms: heading, fields, problem text, submit button. */
export function LicenseFormCard({ title, submitLabel, loading, problem, onSubmit, children }: LicenseFormCardProps) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Form
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {children}
          {problem && (
            <Field.Root invalid>
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="teal" loading={loading} alignSelf="flex-start">
            {submitLabel}
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

import { Alert, Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { isValidEmail } from "@common/auth-rules";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { Form } from "./Form";
import { FormError } from "./FormError";
import { notify } from "./notify";

const SubmitContactMessage = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input)
  }
`);

const EMPTY = { name: "", email: "", subject: "", message: "" };

/** The same checks as the server, so a person sees the problem before sending. */
function problemWith(form: typeof EMPTY): string | null {
  if (!form.name.trim()) return "Please enter your full name.";
  if (!form.email.trim()) return "Please enter your email address.";
  if (!isValidEmail(form.email.trim())) return "Please enter a valid email address.";
  if (!form.subject.trim()) return "Please enter a subject.";
  if (!form.message.trim()) return "Please enter a message.";
  return null;
}

/** The contact form of /legal/contact and /customer/contact; messages are stored for the admins. */
export function ContactForm({ defaults }: { defaults?: { name?: string; email?: string } }) {
  const [form, setForm] = useState({ ...EMPTY, name: defaults?.name ?? "", email: defaults?.email ?? "" });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(SubmitContactMessage);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = problemWith(form);
    setError(problem);
    if (problem) return;
    try {
      await submit({ variables: { input: form } });
      setSent(true);
      setForm((f) => ({ ...f, subject: "", message: "" }));
      notify({ title: "Message Sent", description: "Thank you! We'll get back to you within 48 hours." });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Form gap="4" onSubmit={onSubmit} maxW="2xl">
      {sent && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Message Sent</Alert.Title>
            <Alert.Description>Thank you for contacting us. We'll get back to you within 48 hours.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormError message={error} />
      <Stack direction={{ base: "column", md: "row" }} gap="4">
        <Field.Root required>
          <Field.Label>
            Full Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.name} onChange={set("name")} autoComplete="name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Email Address <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" value={form.email} onChange={set("email")} autoComplete="email" />
        </Field.Root>
      </Stack>
      <Field.Root required>
        <Field.Label>
          Subject <Field.RequiredIndicator />
        </Field.Label>
        <Input value={form.subject} onChange={set("subject")} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          Message <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={6} value={form.message} onChange={set("message")} />
      </Field.Root>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        Send Message
      </Button>
    </Form>
  );
}

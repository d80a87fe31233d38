import { Alert, Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
function problemWith(form: typeof EMPTY, t: TFunction<"legal">): string | null {
  if (!form.name.trim()) return t("contact.problems.name");
  if (!form.email.trim()) return t("contact.problems.email");
  if (!isValidEmail(form.email.trim())) return t("contact.problems.invalidEmail");
  if (!form.subject.trim()) return t("contact.problems.subject");
  if (!form.message.trim()) return t("contact.problems.message");
  return null;
}

/** The contact form of /legal/contact and /customer/contact; messages are stored for the admins. */
export function ContactForm({ defaults }: { defaults?: { name?: string; email?: string } }) {
  const [form, setForm] = useState({ ...EMPTY, name: defaults?.name ?? "", email: defaults?.email ?? "" });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { t } = useTranslation("legal");
  const [submit, { loading }] = useMutation(SubmitContactMessage);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = problemWith(form, t);
    setError(problem);
    if (problem) return;
    try {
      await submit({ variables: { input: form } });
      setSent(true);
      setForm((f) => ({ ...f, subject: "", message: "" }));
      notify({ title: t("contact.sent"), description: t("contact.sentToast") });
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
            <Alert.Title>{t("contact.sent")}</Alert.Title>
            <Alert.Description>{t("contact.sentText")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormError message={error} />
      <Stack direction={{ base: "column", md: "row" }} gap="4">
        <Field.Root required>
          <Field.Label>
            {t("contact.fullName")} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.name} onChange={set("name")} autoComplete="name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            {t("contact.email")} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" value={form.email} onChange={set("email")} autoComplete="email" />
        </Field.Root>
      </Stack>
      <Field.Root required>
        <Field.Label>
          {t("contact.subject")} <Field.RequiredIndicator />
        </Field.Label>
        <Input value={form.subject} onChange={set("subject")} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {t("contact.message")} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={6} value={form.message} onChange={set("message")} />
      </Field.Root>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        {t("contact.send")}
      </Button>
    </Form>
  );
}

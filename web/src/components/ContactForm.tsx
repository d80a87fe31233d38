import { Alert, Button, Input, Stack, Textarea } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { isValidEmail } from "@common/auth-rules";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { Form } from "./Form";
import { FormError } from "./FormError";
import { LabelledField } from "./LabelledField";
import { notify } from "./notify";
import { useFieldProblems, type Problems } from "./useFieldProblems";

const SubmitContactMessage = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input)
  }
`);

const EMPTY = { name: "", email: "", subject: "", message: "" };
type ContactField = keyof typeof EMPTY;
const CONTACT_FIELDS = Object.keys(EMPTY) as ContactField[];
/** The server's limits (server/modules/contact): the inputs stop there, so no refusal is needed for length. */
const MAX_LINE_LENGTH = 255;
const MAX_MESSAGE_LENGTH = 5000;

/** The same checks as the server, every one at once; the address's format as soon as there is one. */
function contactProblems(form: typeof EMPTY, t: TFunction<"legal">): Problems<ContactField> {
  const problems: Problems<ContactField> = {};
  if (!form.name.trim()) problems.name = t("contact.problems.name");
  if (!form.email.trim()) problems.email = t("contact.problems.email");
  else if (!isValidEmail(form.email.trim())) problems.email = t("contact.problems.invalidEmail");
  if (!form.subject.trim()) problems.subject = t("contact.problems.subject");
  if (!form.message.trim()) problems.message = t("contact.problems.message");
  return problems;
}

/** The contact form of /legal/contact and /customer/contact; messages are stored for the admins. */
export function ContactForm({ defaults }: { defaults?: { name?: string; email?: string } }) {
  const [form, setForm] = useState({ ...EMPTY, name: defaults?.name ?? "", email: defaults?.email ?? "" });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { t } = useTranslation("legal");
  const [submit, { loading }] = useMutation(SubmitContactMessage);
  const fields = useFieldProblems<ContactField>({}, CONTACT_FIELDS);
  const set = (key: ContactField) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!fields.check(contactProblems(form, t))) return;
    try {
      await submit({ variables: { input: form } });
      setSent(true);
      setForm((f) => ({ ...f, subject: "", message: "" }));
      notify({ title: t("contact.sent"), description: t("contact.sentToast") });
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
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
        <LabelledField label={t("contact.fullName")} required error={fields.problems.name}>
          <Input value={form.name} onChange={set("name")} autoComplete="name" maxLength={MAX_LINE_LENGTH} />
        </LabelledField>
        <LabelledField label={t("contact.email")} required error={fields.problems.email}>
          <Input type="email" value={form.email} onChange={set("email")} autoComplete="email" maxLength={254} />
        </LabelledField>
      </Stack>
      <LabelledField label={t("contact.subject")} required error={fields.problems.subject}>
        <Input value={form.subject} onChange={set("subject")} maxLength={MAX_LINE_LENGTH} />
      </LabelledField>
      <LabelledField label={t("contact.message")} required error={fields.problems.message}>
        <Textarea rows={6} value={form.message} onChange={set("message")} maxLength={MAX_MESSAGE_LENGTH} />
      </LabelledField>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        {t("contact.send")}
      </Button>
    </Form>
  );
}

import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { newPasswordProblems } from "@common/auth-rules";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)
  }
`);

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordSection() {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<keyof typeof EMPTY>({ WRONG_PASSWORD: "currentPassword" });
  const { t } = useTranslation("customer");

  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!fields.check(newPasswordProblems(values, "change"))) return;
    try {
      await changePassword({ variables: values });
      setValues(EMPTY);
      notify({ title: t("password.changed"), description: t("password.changedText") });
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="password-heading">
      <Card.Header>
        <Card.Title as="h2" id="password-heading">
          {t("password.title")}
        </Card.Title>
        <Card.Description>{t("password.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" maxW="md" onSubmit={submit}>
          <FormError message={error} />
          <TextField
            label={t("password.current")}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set("currentPassword")}
            error={fields.problems.currentPassword}
          />
          <TextField
            label={t("password.new")}
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set("newPassword")}
            error={fields.problems.newPassword}
          />
          <TextField
            label={t("password.confirm")}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set("confirmPassword")}
            error={fields.problems.confirmPassword}
          />
          <Button type="submit" colorPalette="teal" loading={loading} alignSelf="flex-start">
            {t("password.submit")}
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

import { forgotPasswordProblems } from "@common/auth-rules";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export default function ForgotPasswordPage() {
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useFieldProblems<"email">({}, ["email"]);
  const { t } = useTranslation("auth");

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!fields.check(forgotPasswordProblems({ email }))) return;
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  if (sentTo) {
    return (
      <Stack gap="5" textAlign="center">
        <AuthHeading title={t("checkEmail.title")} />
        <Text>
          {t("forgot.sentBefore")}
          <strong>{sentTo}</strong>
          {t("forgot.sentAfter")}
        </Text>
        <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/auth/login">{t("backToLogin")}</RouterLink>
        </Link>
      </Stack>
    );
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title={t("forgot.title")} subtitle={t("forgot.subtitle")} />
      <FormError message={error} />
      <TextField label={t("fields.email")} type="email" autoComplete="email" value={email} onChange={setEmail} error={fields.problems.email} />
      <Button type="submit" colorPalette="teal" loading={loading}>
        {t("forgot.submit")}
      </Button>
      <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to="/auth/login">{t("backToLogin")}</RouterLink>
      </Link>
    </Form>
  );
}

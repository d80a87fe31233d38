import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { newPasswordProblems } from "@common/auth-rules";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(token ? null : "This link is invalid or has expired.");
  const [done, setDone] = useState(false);
  const fields = useFieldProblems<"newPassword" | "confirmPassword">();
  const { t } = useTranslation("auth");

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(token ? null : error);
    if (!fields.check(newPasswordProblems({ newPassword: password, confirmPassword }, "reset"))) return;
    try {
      await resetPassword({ variables: { token, password, confirmPassword } });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (done) {
    return (
      <Stack gap="5" textAlign="center">
        <AuthHeading title={t("reset.updated")} />
        <Text>{t("reset.updatedText")}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/auth/login">{t("goToLogin")}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title={t("reset.title")} subtitle={t("reset.subtitle")} />
      <FormError message={error} />
      <TextField
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={fields.problems.newPassword}
        disabled={!token}
      />
      <TextField
        label={t("fields.confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={fields.problems.confirmPassword}
        disabled={!token}
      />
      <Button type="submit" colorPalette="teal" loading={loading} disabled={!token}>
        {t("reset.submit")}
      </Button>
      <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to="/auth/forgot-password">{t("reset.newLink")}</RouterLink>
      </Link>
    </Form>
  );
}

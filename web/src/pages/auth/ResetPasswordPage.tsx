import { useMutation } from "@apollo/client/react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { resetPasswordError } from "@common/auth-rules";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
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

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = resetPasswordError(password, confirmPassword);
    setError(invalid);
    if (invalid) return;
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
        <AuthHeading title="Password Updated" />
        <Text>Your password has been changed. Every other session was signed out; log in with the new password.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/auth/login">Go to Login</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title="Reset Password" subtitle="Choose a new password" />
      <FormError message={error} />
      <TextField label="New Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} disabled={!token} />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        disabled={!token}
      />
      <Button type="submit" colorPalette="teal" loading={loading} disabled={!token}>
        Update Password
      </Button>
      <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to="/auth/forgot-password">Request a new link</RouterLink>
      </Link>
    </Form>
  );
}

import { AUTH_MESSAGES } from "@common/auth-rules";
import { useMutation } from "@apollo/client/react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
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

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(AUTH_MESSAGES.enterEmail);
      return;
    }
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (sentTo) {
    return (
      <Stack gap="5" textAlign="center">
        <AuthHeading title="Check Your Email" />
        <Text>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link is valid for one hour.
        </Text>
        <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/auth/login">Back to Login</RouterLink>
        </Link>
      </Stack>
    );
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title="Forgot Password" subtitle="Enter your email and we will send you a reset link" />
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Button type="submit" colorPalette="teal" loading={loading}>
        Send Reset Link
      </Button>
      <Link asChild alignSelf="center" fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to="/auth/login">Back to Login</RouterLink>
      </Link>
    </Form>
  );
}

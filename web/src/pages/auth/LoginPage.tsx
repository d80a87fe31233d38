import { useMutation } from "@apollo/client/react";
import { Button, Flex, Link, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Navigate, Link as RouterLink, useNavigate } from "react-router-dom";
import { homeAfterLogin, useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";
import { ResendConfirmationMutation } from "./CheckYourEmail";

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!, $totpCode: String) {
    login(email: $email, password: $password, totpCode: $totpCode) {
      id
      role
    }
  }
`);

export default function LoginPage() {
  const { user, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginMutation);
  const [resend, { loading: resending }] = useMutation(ResendConfirmationMutation);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [totpCode, setTotpCode] = useState("");
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Once this page signs someone in it sends them to their dashboard, not to '/'.
  const [signingIn, setSigningIn] = useState(false);

  if (user && !signingIn) return <Navigate to="/" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnconfirmed(false);
    if (!email.trim() || !password) {
      setError("Please enter email and password.");
      return;
    }
    setSigningIn(true);
    try {
      await login({ variables: { email: email.trim(), password, totpCode: needsTotp ? totpCode.trim() : null } });
    } catch (err) {
      setSigningIn(false);
      const code = errorCode(err);
      if (code === "TOTP_REQUIRED" || code === "INVALID_TOTP") setNeedsTotp(true);
      if (code === "EMAIL_NOT_CONFIRMED") setUnconfirmed(true);
      setError(errorMessage(err));
      return;
    }
    const me = await refetch().catch(() => null);
    if (!me) {
      setSigningIn(false);
      setError("Could not fetch user profile after login.");
      return;
    }
    await navigate(homeAfterLogin(me), { replace: true });
  }

  async function resendConfirmation() {
    try {
      await resend({ variables: { email: email.trim() } });
      notify({ title: "Confirmation Email Sent", description: "Check your inbox for a new confirmation link." });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title="Login" subtitle="Sign in to your account" />
      <FormError message={error} />
      {unconfirmed && (
        <Button variant="outline" size="sm" onClick={resendConfirmation} loading={resending}>
          Resend confirmation email
        </Button>
      )}
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      {needsTotp && (
        <TextField
          label="Authentication Code"
          autoComplete="one-time-code"
          helperText="The 6-digit code from your authenticator app, or one of your recovery codes."
          value={totpCode}
          onChange={setTotpCode}
          autoFocus
        />
      )}
      <Flex justify="flex-end">
        <Link asChild fontSize="sm" colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/auth/forgot-password">Forgot password?</RouterLink>
        </Link>
      </Flex>
      <Button type="submit" colorPalette="teal" loading={loading || signingIn}>
        Login
      </Button>
      <Text fontSize="sm" textAlign="center" color="fg.muted">
        Don't have an account?{" "}
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/auth/register">Register</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}

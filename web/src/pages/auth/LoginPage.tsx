import { AUTH_MESSAGES } from "@common/auth-rules";
import { useMutation } from "@apollo/client/react";
import { Button, Flex, Link, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Navigate, Link as RouterLink, useNavigate } from "react-router-dom";
import { preloadHomeArea } from "@/auth/preload-home-area";
import { homeAfterLogin, useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";
import { ResendConfirmationMutation } from "./CheckYourEmail";

const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!) {
    requestSignInLink(email: $email)
  }
`);

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
  const [requestLink, { loading: requestingLink }] = useMutation(RequestSignInLinkMutation);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [totpCode, setTotpCode] = useState("");
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The first ask for the code is a next step, not a failure; a wrong code is an error.
  const [asksForCode, setAsksForCode] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Past the account's sign-in limit a browser it never used gets in only through an e-mailed link.
  const [limited, setLimited] = useState(false);
  // Once this page signs someone in it sends them to their dashboard, not to '/'.
  const [signingIn, setSigningIn] = useState(false);

  if (user && !signingIn) return <Navigate to="/" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnconfirmed(false);
    setLimited(false);
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.enterEmailAndPassword);
      return;
    }
    setSigningIn(true);
    try {
      const signedIn = await login({ variables: { email: email.trim(), password, totpCode: needsTotp ? totpCode.trim() : null } });
      if (signedIn.data) preloadHomeArea(signedIn.data.login.role);
    } catch (err) {
      setSigningIn(false);
      const code = errorCode(err);
      if (code === "TOTP_REQUIRED" || code === "INVALID_TOTP") setNeedsTotp(true);
      setAsksForCode(code === "TOTP_REQUIRED");
      if (code === "EMAIL_NOT_CONFIRMED") setUnconfirmed(true);
      if (code === "SIGN_IN_LIMITED") setLimited(true);
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

  async function emailSignInLink() {
    try {
      await requestLink({ variables: { email: email.trim() } });
      notify({ title: "Sign-in Link Sent", description: "If the address has an account, a sign-in link is on its way. It works once, for 15 minutes." });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title="Login" subtitle="Sign in to your account" />
      <FormError message={error} status={asksForCode ? "info" : "error"} />
      {unconfirmed && (
        <Button variant="outline" size="sm" onClick={resendConfirmation} loading={resending}>
          Resend confirmation email
        </Button>
      )}
      {limited && (
        <Button variant="outline" size="sm" onClick={emailSignInLink} loading={requestingLink}>
          Email me a sign-in link
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

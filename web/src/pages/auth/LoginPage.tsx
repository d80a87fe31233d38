import { loginProblems } from "@common/auth-rules";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Button, Flex, Link, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { preloadHomeArea } from "@/auth/preload-home-area";
import { forgetReturnAfterConfirm, RETURN_TO_PARAM, safeReturnTo, withReturnTo } from "@/auth/return-to";
import { homeAfterLogin, useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
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
  // A sign-in started from the cart comes back to it; any other goes where it always went.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
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
  // A wrong code belongs to the code's field; wrong credentials stay the form's (naming one would tell which is right).
  const fields = useFieldProblems<"email" | "password" | "totpCode">({ INVALID_TOTP: "totpCode" });
  const { t } = useTranslation("auth");

  if (user && !signingIn) return <Navigate to={returnTo ?? "/"} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnconfirmed(false);
    setLimited(false);
    if (!fields.check(loginProblems({ email, password }))) return;
    setSigningIn(true);
    try {
      const signedIn = await login({ variables: { email: email.trim(), password, totpCode: needsTotp ? totpCode.trim() : null } });
      if (signedIn.data && !returnTo) preloadHomeArea(signedIn.data.login.role);
    } catch (err) {
      setSigningIn(false);
      const code = errorCode(err);
      if (code === "TOTP_REQUIRED" || code === "INVALID_TOTP") setNeedsTotp(true);
      setAsksForCode(code === "TOTP_REQUIRED");
      if (code === "EMAIL_NOT_CONFIRMED") setUnconfirmed(true);
      if (code === "SIGN_IN_LIMITED") setLimited(true);
      if (!fields.showServerError(err)) setError(errorMessage(err));
      return;
    }
    const me = await refetch().catch(() => null);
    if (!me) {
      setSigningIn(false);
      setError(t("login.profileFailed"));
      return;
    }
    forgetReturnAfterConfirm();
    await navigate(returnTo ?? homeAfterLogin(me), { replace: true });
  }

  async function resendConfirmation() {
    try {
      await resend({ variables: { email: email.trim() } });
      notify({ title: t("confirmationSent"), description: t("login.confirmationSentDescription") });
    } catch (err) {
      notify({ title: t("common:error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function emailSignInLink() {
    try {
      await requestLink({ variables: { email: email.trim() } });
      notify({ title: t("login.linkSent"), description: t("login.linkSentDescription") });
    } catch (err) {
      notify({ title: t("common:error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title={t("login.title")} subtitle={t("login.subtitle")} />
      <FormError message={error} status={asksForCode ? "info" : "error"} />
      {unconfirmed && (
        <Button variant="outline" size="sm" onClick={resendConfirmation} loading={resending}>
          {t("resendConfirmation")}
        </Button>
      )}
      {limited && (
        <Button variant="outline" size="sm" onClick={emailSignInLink} loading={requestingLink}>
          {t("login.emailMeLink")}
        </Button>
      )}
      <TextField label={t("fields.email")} type="email" autoComplete="email" value={email} onChange={setEmail} error={fields.problems.email} />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={fields.problems.password}
      />
      {needsTotp && (
        <TextField
          label={t("fields.totpCode")}
          autoComplete="one-time-code"
          helperText={t("fields.totpHelp")}
          value={totpCode}
          onChange={setTotpCode}
          error={fields.problems.totpCode}
          autoFocus
        />
      )}
      <Flex justify="flex-end">
        <Link asChild fontSize="sm" colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/auth/forgot-password">{t("login.forgot")}</RouterLink>
        </Link>
      </Flex>
      <Button type="submit" colorPalette="teal" loading={loading || signingIn}>
        {t("login.submit")}
      </Button>
      <Text fontSize="sm" textAlign="center" color="fg.muted">
        {t("login.noAccount")}{" "}
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to={withReturnTo("/auth/register", returnTo)}>{t("login.register")}</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}

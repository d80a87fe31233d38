import { AUTH_MESSAGES } from "@common/auth-rules";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { homeAfterLogin, useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

const SignInWithLinkMutation = graphql(`
  mutation SignInWithLink($token: String!, $totpCode: String) {
    signInWithLink(token: $token, totpCode: $totpCode) {
      id
      role
    }
  }
`);

const INVALID_LINK = AUTH_MESSAGES.invalidToken;

/** /auth/sign-in-link?token=…: the e-mailed one-time sign-in; asks for the authenticator code when two-factor is on. */
export default function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();
  const [signIn, { loading }] = useMutation(SignInWithLinkMutation);
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const [needsTotp, setNeedsTotp] = useState(false);
  const [totpCode, setTotpCode] = useState("");
  // A wrong code belongs under the code field; the link's own problems are the page's banner.
  const fields = useFieldProblems<"totpCode">({ INVALID_TOTP: "totpCode" });
  // React's development double-mount must not try the link twice.
  const tried = useRef(false);
  const { t } = useTranslation("auth");

  async function attempt(code: string | null) {
    setError(null);
    fields.clear();
    try {
      await signIn({ variables: { token, totpCode: code } });
    } catch (err) {
      const failure = errorCode(err);
      if (failure === "TOTP_REQUIRED" || failure === "INVALID_TOTP") setNeedsTotp(true);
      if (failure !== "TOTP_REQUIRED" && !fields.showServerError(err)) setError(errorMessage(err, INVALID_LINK));
      return;
    }
    const me = await refetch().catch(() => null);
    await navigate(me ? homeAfterLogin(me) : "/", { replace: true });
  }

  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    void attempt(null);
    // Runs once for the link in the address bar; attempt() is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  function submitCode(e: FormEvent) {
    e.preventDefault();
    void attempt(totpCode.trim());
  }

  return (
    <Stack gap="5">
      <AuthHeading title={t("link.title")} subtitle={t("link.subtitle")} />
      <FormError message={error} />
      {needsTotp ? (
        <Form gap="4" onSubmit={submitCode}>
          <TextField
            label={t("fields.totpCode")}
            autoComplete="one-time-code"
            helperText={t("fields.totpHelp")}
            value={totpCode}
            onChange={setTotpCode}
            error={fields.problems.totpCode}
            autoFocus
          />
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t("link.submit")}
          </Button>
        </Form>
      ) : error === null ? (
        <Stack align="center" gap="3" role="status">
          <Spinner color="teal.solid" />
          <Text>{t("link.signingIn")}</Text>
        </Stack>
      ) : (
        <Button asChild colorPalette="teal">
          <RouterLink to="/auth/login">{t("goToLogin")}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}

import { AUTH_MESSAGES } from "@common/auth-rules";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { pendingReturnAfterConfirm, withReturnTo } from "@/auth/return-to";
import { FormError } from "@/components/FormError";
import { graphql } from "@/gql";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token)
  }
`);

const INVALID_LINK = AUTH_MESSAGES.invalidToken;

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirmEmail] = useMutation(ConfirmEmailMutation);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string; done?: boolean } | null>(
    token ? null : { ok: false, message: INVALID_LINK },
  );
  // The token is single use: React's development double-mount must not spend it twice.
  const sent = useRef(false);
  // A registration started from the cart: signing in after confirming leads back there.
  const [loginPath] = useState(() => withReturnTo("/auth/login", pendingReturnAfterConfirm()));
  const { t } = useTranslation("auth");

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ variables: { token } }).then(
      () => setResult({ ok: true }),
      // A second visit to a used link: the address is confirmed, which is no error.
      (err: unknown) => setResult({ ok: false, message: errorMessage(err, INVALID_LINK), done: errorCode(err) === "ALREADY_CONFIRMED" }),
    );
  }, [token, confirmEmail]);

  return (
    <Stack gap="5" textAlign="center">
      <AuthHeading title={t("confirm.title")} />
      {result === null ? (
        <Stack align="center" gap="3" role="status">
          <Spinner color="teal.solid" />
          <Text>{t("confirm.confirming")}</Text>
        </Stack>
      ) : result.ok ? (
        <Text role="status">{t("confirm.confirmed")}</Text>
      ) : (
        <FormError message={result.message} status={result.done ? "info" : "error"} />
      )}
      {result !== null && (
        <Button asChild colorPalette="teal">
          <RouterLink to={loginPath}>{t("goToLogin")}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}

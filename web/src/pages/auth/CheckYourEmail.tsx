import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { LuMailCheck } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { withReturnTo } from "@/auth/return-to";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

export const ResendConfirmationMutation = graphql(`
  mutation ResendConfirmation($email: String!) {
    resendConfirmation(email: $email)
  }
`);

/** What a new registrant sees: where the confirmation link went, and a way to get another. */
export function CheckYourEmail({ email, returnTo = null }: { email: string; returnTo?: string | null }) {
  const [resend, { loading }] = useMutation(ResendConfirmationMutation);
  const { t } = useTranslation("auth");

  async function resendLink() {
    try {
      await resend({ variables: { email } });
      notify({ title: t("confirmationSent"), description: t("checkEmail.resent", { email }) });
    } catch (err) {
      notify({ title: t("common:error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="5" align="center" textAlign="center">
      <Icon boxSize="12" color="teal.solid">
        <LuMailCheck />
      </Icon>
      <AuthHeading title={t("checkEmail.title")} />
      <Text>
        {t("checkEmail.sentBefore")}
        <strong>{email}</strong>
        {t("checkEmail.sentAfter")}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t("checkEmail.didntGet")}
      </Text>
      <Button variant="outline" onClick={resendLink} loading={loading}>
        {t("resendConfirmation")}
      </Button>
      <Link asChild fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to={withReturnTo("/auth/login", returnTo)}>{t("backToLogin")}</RouterLink>
      </Link>
    </Stack>
  );
}

import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { CopyButton } from "@/components/CopyButton";
import { useTranslation } from "react-i18next";

/**
 * The callback address Cryptomus must be given. It is built on the server from PUBLIC_BASE_URL,
 * which is what invoices carry; a mismatch with this page's address is pointed out.
 */
export function WebhookUrlField({ webhookUrl }: { webhookUrl: string }) {
  const { t } = useTranslation("admin");
  const servedFrom = window.location.origin;
  const configuredOrigin = new URL(webhookUrl).origin;
  return (
    <Field.Root readOnly>
      <Field.Label>{t("settings.payment.webhookUrl")}</Field.Label>
      <HStack w="full">
        <Input value={webhookUrl} readOnly fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={webhookUrl} label={t("common.copy")} aria-label={t("settings.payment.copyWebhookUrl")} size="sm" />
      </HStack>
      <Field.HelperText>{t("settings.payment.webhookHint")}</Field.HelperText>
      {configuredOrigin !== servedFrom && (
        <Text fontSize="sm" color="fg.warning">
          {t("settings.payment.originMismatch", { servedFrom, configuredOrigin })}
        </Text>
      )}
    </Field.Root>
  );
}

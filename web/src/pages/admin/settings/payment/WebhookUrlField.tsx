import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { CopyButton } from "@/components/CopyButton";

/**
 * The callback address Cryptomus must be given. It is built on the server from PUBLIC_BASE_URL,
 * which is what invoices carry; a mismatch with this page's address is pointed out.
 */
export function WebhookUrlField({ webhookUrl }: { webhookUrl: string }) {
  const servedFrom = window.location.origin;
  const configuredOrigin = new URL(webhookUrl).origin;
  return (
    <Field.Root readOnly>
      <Field.Label>Webhook URL</Field.Label>
      <HStack w="full">
        <Input value={webhookUrl} readOnly fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={webhookUrl} label="Copy" aria-label="Copy webhook URL" size="sm" />
      </HStack>
      <Field.HelperText>Set this as the callback URL in your Cryptomus merchant settings.</Field.HelperText>
      {configuredOrigin !== servedFrom && (
        <Text fontSize="sm" color="fg.warning">
          This page is served from {servedFrom}, but PUBLIC_BASE_URL is {configuredOrigin}. Cryptomus sends webhooks to the address above.
        </Text>
      )}
    </Field.Root>
  );
}

import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { PageLoading } from "@/components/PageLoading";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import type { PaymentMode } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { TestConnection } from "./payment/TestConnection";
import { PaymentProvidersSection } from "./payment/PaymentProvidersSection";
import { PaymentReviewList } from "./payment/PaymentReviewList";
import { WebhookUrlField } from "./payment/WebhookUrlField";

const PaymentSettingsQuery = graphql(`
  query PaymentSettings {
    paymentSettings {
      merchantId
      apiKeyMasked
      mode
      webhookUrl
      testMode
      sandboxCreditCustomers
      sandboxCreditCents
    }
  }
`);

const UpdatePaymentSettingsMutation = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      merchantId
      apiKeyMasked
      mode
      webhookUrl
      testMode
      sandboxCreditCustomers
      sandboxCreditCents
    }
  }
`);

const MODES: Array<{ value: PaymentMode; label: string }> = [
  { value: "SANDBOX", label: "Sandbox (test checkout, no real money)" },
  { value: "LIVE", label: "Live (Cryptomus)" },
];

/** Settings → Payment: the Cryptomus merchant, its API key (write-only) and the payment mode. */
export default function PaymentSettingsTab() {
  const { data, loading } = useQuery(PaymentSettingsQuery);
  const [save, { loading: saving }] = useMutation(UpdatePaymentSettingsMutation);
  const [merchantId, setMerchantId] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [mode, setMode] = useState<PaymentMode>("SANDBOX");
  const [confirmLive, setConfirmLive] = useState(false);
  const settings = data?.paymentSettings;

  useEffect(() => {
    if (!settings) return;
    setMerchantId(settings.merchantId ?? "");
    setMode(settings.mode);
  }, [settings]);

  /** Going live takes the test money back: the admin sees how much and confirms first. */
  function submit(e: FormEvent) {
    e.preventDefault();
    if (mode === "LIVE" && settings?.mode === "SANDBOX" && settings.sandboxCreditCents > 0) setConfirmLive(true);
    else void saveSettings();
  }

  async function saveSettings() {
    setConfirmLive(false);
    try {
      await save({
        variables: { input: { merchantId, apiKey: apiKey || null, mode } },
        // The settings have no id for the cache to match, so the query is updated by hand.
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: PaymentSettingsQuery, data: { paymentSettings: saved.updatePaymentSettings } });
        },
      });
      setApiKey("");
      notify({ title: "Settings Saved", description: "Payment settings have been updated." });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err, "Failed to update settings."), variant: "destructive" });
    }
  }

  if (loading && !settings) return <PageLoading />;
  if (!settings) return <Text color="fg.error">Failed to load payment settings.</Text>;

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="payment-settings-heading">
        <Card.Header>
          <Card.Title as="h2" id="payment-settings-heading">
            Payment
          </Card.Title>
          <Card.Description>Customers top up their balance through Cryptomus. Without credentials the shop uses the sandbox test checkout.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Form gap="5" maxW="xl" onSubmit={submit}>
            {settings.mode === "SANDBOX" && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  Sandbox mode: customers can add balance through a test checkout without paying. Switch to live before opening the shop.
                </Alert.Title>
              </Alert.Root>
            )}
            <TextField label="Merchant ID" value={merchantId} onChange={setMerchantId} autoComplete="off" spellCheck={false} />
            <TextField
              label="Payment API Key"
              type="password"
              autoComplete="new-password"
              value={apiKey}
              onChange={setApiKey}
              placeholder={settings.apiKeyMasked ? `Stored: ${settings.apiKeyMasked}` : "Not set"}
              helperText={
                settings.apiKeyMasked ? "Leave empty to keep the stored key; type a new one to replace it." : "Stored encrypted; it is never shown again."
              }
            />
            <Field.Root>
              <Field.Label>Mode</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={mode} onChange={(e) => setMode(e.currentTarget.value as PaymentMode)}>
                  {MODES.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>Live mode needs the merchant ID and the payment API key; sandbox webhooks are refused in live mode.</Field.HelperText>
            </Field.Root>
            {settings.sandboxCreditCents > 0 && (
              <Text data-testid="sandbox-credit">
                Customers hold ${formatCents(settings.sandboxCreditCents)} of test money from the sandbox ({settings.sandboxCreditCustomers}{" "}
                {settings.sandboxCreditCustomers === 1 ? "customer" : "customers"}). Switching to live takes it back with &quot;sandbox_reversal&quot; ledger
                entries, so it cannot buy anything.
              </Text>
            )}
            <WebhookUrlField webhookUrl={settings.webhookUrl} />
            <Stack direction="row">
              <Button type="submit" colorPalette="teal" loading={saving}>
                Save Payment Settings
              </Button>
            </Stack>
          </Form>
          {settings.apiKeyMasked && (
            <Stack mt="5">
              <TestConnection provider="cryptomus" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <PaymentProvidersSection />
      <PaymentReviewList />
      <ConfirmDialog
        open={confirmLive}
        onOpenChange={setConfirmLive}
        title="Switch to live payments?"
        description={`Customers hold $${formatCents(settings.sandboxCreditCents)} of test money from the sandbox. Switching to live removes it from their balances.`}
        confirmLabel="Switch to Live"
        destructive
        loading={saving}
        onConfirm={() => void saveSettings()}
      />
    </Stack>
  );
}

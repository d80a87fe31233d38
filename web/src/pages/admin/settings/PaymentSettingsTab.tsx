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
import { TestConnection } from "./payment/TestConnection";
import { PaymentProvidersSection } from "./payment/PaymentProvidersSection";
import { PaymentReviewList } from "./payment/PaymentReviewList";
import { ReservationSettingsSection } from "./payment/ReservationSettingsSection";
import { WebhookUrlField } from "./payment/WebhookUrlField";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/i18n/format";

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

/** Each mode with its label's key under settings.payment.modes. */
const MODES: Array<{ value: PaymentMode; key: string }> = [
  { value: "SANDBOX", key: "sandbox" },
  { value: "LIVE", key: "live" },
];

/** Settings → Payment: the Cryptomus merchant, its API key (write-only) and the payment mode. */
export default function PaymentSettingsTab() {
  const { t } = useTranslation("admin");
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
      notify({ title: t("settings.payment.saved"), description: t("settings.payment.savedText") });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("settings.updateFailed")), variant: "destructive" });
    }
  }

  if (loading && !settings) return <PageLoading />;
  if (!settings) return <Text color="fg.error">{t("settings.payment.loadFailed")}</Text>;

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="payment-settings-heading">
        <Card.Header>
          <Card.Title as="h2" id="payment-settings-heading">
            {t("settings.tabs.payment")}
          </Card.Title>
          <Card.Description>{t("settings.payment.intro")}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Form gap="5" maxW="xl" onSubmit={submit} guardLeave>
            {settings.mode === "SANDBOX" && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{t("settings.payment.sandboxWarning")}</Alert.Title>
              </Alert.Root>
            )}
            <TextField label={t("settings.payment.merchantId")} value={merchantId} onChange={setMerchantId} autoComplete="off" spellCheck={false} />
            <TextField
              label={t("settings.payment.apiKey")}
              type="password"
              autoComplete="new-password"
              value={apiKey}
              onChange={setApiKey}
              placeholder={settings.apiKeyMasked ? t("settings.payment.stored", { value: settings.apiKeyMasked }) : t("settings.payment.notSet")}
              helperText={settings.apiKeyMasked ? t("settings.payment.keepKey") : t("settings.payment.storedEncrypted")}
            />
            <Field.Root>
              <Field.Label>{t("settings.payment.mode")}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={mode} onChange={(e) => setMode(e.currentTarget.value as PaymentMode)}>
                  {MODES.map((m) => (
                    <option key={m.value} value={m.value}>
                      {t(`settings.payment.modes.${m.key}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t("settings.payment.modeHint")}</Field.HelperText>
            </Field.Root>
            {settings.sandboxCreditCents > 0 && (
              <Text data-testid="sandbox-credit">
                {t("settings.payment.sandboxCredit", { amount: formatMoney(settings.sandboxCreditCents), count: settings.sandboxCreditCustomers })}
              </Text>
            )}
            <WebhookUrlField webhookUrl={settings.webhookUrl} />
            <Stack direction="row">
              <Button type="submit" colorPalette="teal" loading={saving}>
                {t("settings.payment.save")}
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
      <ReservationSettingsSection />
      <PaymentReviewList />
      <ConfirmDialog
        open={confirmLive}
        onOpenChange={setConfirmLive}
        title={t("settings.payment.confirmLiveTitle")}
        description={t("settings.payment.confirmLiveText", { amount: formatMoney(settings.sandboxCreditCents) })}
        confirmLabel={t("settings.payment.switchToLive")}
        destructive
        loading={saving}
        onConfirm={() => void saveSettings()}
      />
    </Stack>
  );
}

import { useMutation } from "@apollo/client/react";
import { Button, Card, SimpleGrid, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/CheckboxField";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import type { PaymentProvidersQuery as ProvidersData } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { amountToCents } from "@/pages/customer/add-balance/amount";
import { TestConnection } from "./TestConnection";
import { useTranslation } from "react-i18next";

const UpdatePaymentProviderMutation = graphql(`
  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {
    updatePaymentProvider(input: $input) {
      id
      enabled
      enabledByPaymentMode
      displayName
      sortOrder
      minAmountCents
      maxAmountCents
      feeBasisPoints
      feeFixedCents
      settings {
        key
        value
      }
    }
  }
`);

type Provider = ProvidersData["paymentProviders"][number];

/** "2.5" → 250 hundredths of a percent; null when not a number with at most two decimals. */
function percentToBasisPoints(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/** One provider: enable it, name and order it, set its limits, fee and settings, and test the connection. */
export function PaymentProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation("admin");
  // The server names providers and their settings in English (the API's words); the admin reads them in their language.
  const words = `settings.payment.providers.${provider.id}`;
  const providerLabel = t(`${words}.label`, { defaultValue: provider.label });
  const settingLabel = (key: string, english: string) => t(`${words}.settings.${key}.label`, { defaultValue: english });
  const settingHelp = (key: string, english: string) => t(`${words}.settings.${key}.help`, { defaultValue: english });
  const [save, { loading: saving }] = useMutation(UpdatePaymentProviderMutation);
  const [enabled, setEnabled] = useState(provider.enabled);
  const [displayName, setDisplayName] = useState(provider.displayName);
  const [sortOrder, setSortOrder] = useState(String(provider.sortOrder));
  const [min, setMin] = useState(formatCents(provider.minAmountCents).replace(/,/g, ""));
  const [max, setMax] = useState(formatCents(provider.maxAmountCents).replace(/,/g, ""));
  const [feePercent, setFeePercent] = useState(String(provider.feeBasisPoints / 100));
  const [feeFixed, setFeeFixed] = useState(formatCents(provider.feeFixedCents).replace(/,/g, ""));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(provider.settings.map((s) => [s.key, s.secret ? "" : (s.value ?? "")])),
  );
  const headingId = `provider-${provider.id}-heading`;
  // Cryptomus: switched by the payment mode, its merchant and key set in the payment settings above.
  const ownSettings = provider.enabledByPaymentMode ? [] : provider.settings;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const minCents = amountToCents(min);
    const maxCents = amountToCents(max);
    const feeFixedCents = feeFixed.trim() === "" || Number(feeFixed) === 0 ? 0 : amountToCents(feeFixed);
    const feeBasisPoints = percentToBasisPoints(feePercent);
    if (minCents === null || maxCents === null || feeFixedCents === null || feeBasisPoints === null || !/^-?\d{1,4}$/.test(sortOrder.trim())) {
      notify({ title: t("common.error"), description: t("settings.payment.provider.invalid"), variant: "destructive" });
      return;
    }
    try {
      await save({
        variables: {
          input: {
            provider: provider.id,
            enabled,
            displayName,
            sortOrder: Number(sortOrder),
            minAmountCents: minCents,
            maxAmountCents: maxCents,
            feeBasisPoints,
            feeFixedCents,
            settings: ownSettings.map((s) => ({ key: s.key, value: values[s.key] ?? "" })),
          },
        },
      });
      setValues((v) => Object.fromEntries(provider.settings.map((s) => [s.key, s.secret ? "" : (v[s.key] ?? "")])));
      notify({ title: t("settings.payment.saved"), description: t("settings.payment.provider.updated", { name: displayName }) });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("settings.updateFailed")), variant: "destructive" });
    }
  }

  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h3" id={headingId}>
          {providerLabel}
        </Card.Title>
        <Card.Description>{t("settings.payment.provider.notifyUrl", { url: provider.notifyUrl })}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" onSubmit={submit} guardLeave>
          {provider.enabledByPaymentMode ? (
            <Text fontSize="sm" color="fg.muted">
              {t("settings.payment.provider.enabledByPaymentMode", {
                status: provider.enabled ? t("settings.payment.provider.onNow") : t("settings.payment.provider.offNow"),
              })}
            </Text>
          ) : (
            <CheckboxField checked={enabled} onChange={setEnabled}>
              {t("settings.payment.provider.enabled", { name: providerLabel })}
            </CheckboxField>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={t("settings.payment.provider.displayName")} value={displayName} onChange={setDisplayName} maxLength={64} />
            <TextField label={t("settings.payment.provider.order")} value={sortOrder} onChange={setSortOrder} inputMode="numeric" />
            <TextField label={t("settings.payment.provider.min")} value={min} onChange={setMin} inputMode="decimal" />
            <TextField label={t("settings.payment.provider.max")} value={max} onChange={setMax} inputMode="decimal" />
            <TextField
              label={t("settings.payment.provider.feePercent")}
              value={feePercent}
              onChange={setFeePercent}
              inputMode="decimal"
              helperText={t("settings.payment.provider.feeHint")}
            />
            <TextField label={t("settings.payment.provider.feeFixed")} value={feeFixed} onChange={setFeeFixed} inputMode="decimal" />
          </SimpleGrid>
          {ownSettings.map((s) => (
            <TextField
              key={s.key}
              label={settingLabel(s.key, s.label)}
              value={values[s.key] ?? ""}
              onChange={(v) => setValues((old) => ({ ...old, [s.key]: v }))}
              type={s.secret ? "password" : "text"}
              autoComplete={s.secret ? "new-password" : "off"}
              spellCheck={false}
              maxLength={s.maxLength}
              placeholder={s.secret ? (s.value ? t("settings.payment.stored", { value: s.value }) : t("settings.payment.notSet")) : undefined}
              helperText={s.help ? settingHelp(s.key, s.help) : s.secret && s.value ? t("settings.payment.provider.keepValue") : undefined}
            />
          ))}
          <Button
            type="submit"
            colorPalette="teal"
            loading={saving}
            alignSelf="flex-start"
            maxW="full"
            h="auto"
            minH="10"
            whiteSpace="normal"
            textAlign="start"
          >
            {t("settings.payment.provider.save", { name: providerLabel })}
          </Button>
          <TestConnection provider={provider.id} />
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

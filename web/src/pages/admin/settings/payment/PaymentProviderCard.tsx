import { useMutation } from "@apollo/client/react";
import { Button, Card, SimpleGrid } from "@chakra-ui/react";
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

const UpdatePaymentProviderMutation = graphql(`
  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {
    updatePaymentProvider(input: $input) {
      id
      enabled
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
  const [save, { loading: saving }] = useMutation(UpdatePaymentProviderMutation);
  const [enabled, setEnabled] = useState(provider.enabled);
  const [displayName, setDisplayName] = useState(provider.displayName);
  const [sortOrder, setSortOrder] = useState(String(provider.sortOrder));
  const [min, setMin] = useState(formatCents(provider.minAmountCents).replace(/,/g, ""));
  const [max, setMax] = useState(formatCents(provider.maxAmountCents).replace(/,/g, ""));
  const [feePercent, setFeePercent] = useState(String(provider.feeBasisPoints / 100));
  const [feeFixed, setFeeFixed] = useState(formatCents(provider.feeFixedCents).replace(/,/g, ""));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(provider.settings.map((s) => [s.key, s.secret ? "" : (s.value ?? "")])));
  const headingId = `provider-${provider.id}-heading`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const minCents = amountToCents(min);
    const maxCents = amountToCents(max);
    const feeFixedCents = feeFixed.trim() === "" || Number(feeFixed) === 0 ? 0 : amountToCents(feeFixed);
    const feeBasisPoints = percentToBasisPoints(feePercent);
    if (minCents === null || maxCents === null || feeFixedCents === null || feeBasisPoints === null || !/^-?\d{1,4}$/.test(sortOrder.trim())) {
      notify({ title: "Error", description: "Enter amounts like 10.00, a fee percent like 2.5 and a whole number for the order.", variant: "destructive" });
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
            settings: provider.settings.map((s) => ({ key: s.key, value: values[s.key] ?? "" })),
          },
        },
      });
      setValues((v) => Object.fromEntries(provider.settings.map((s) => [s.key, s.secret ? "" : (v[s.key] ?? "")])));
      notify({ title: "Settings Saved", description: `${displayName} has been updated.` });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err, "Failed to update settings."), variant: "destructive" });
    }
  }

  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h3" id={headingId}>
          {provider.label}
        </Card.Title>
        <Card.Description>Notify (webhook) URL for this provider: {provider.notifyUrl}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" onSubmit={submit}>
          <CheckboxField checked={enabled} onChange={setEnabled}>
            Enabled: buyers can pay with {provider.label}
          </CheckboxField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Display name" value={displayName} onChange={setDisplayName} maxLength={64} />
            <TextField label="Order" value={sortOrder} onChange={setSortOrder} inputMode="numeric" />
            <TextField label="Minimum amount (USD)" value={min} onChange={setMin} inputMode="decimal" />
            <TextField label="Maximum amount (USD)" value={max} onChange={setMax} inputMode="decimal" />
            <TextField label="Fee (percent)" value={feePercent} onChange={setFeePercent} inputMode="decimal" helperText="Charged on top; shown to the buyer before paying." />
            <TextField label="Fee (fixed, USD)" value={feeFixed} onChange={setFeeFixed} inputMode="decimal" />
          </SimpleGrid>
          {provider.settings.map((s) => (
            <TextField
              key={s.key}
              label={s.label}
              value={values[s.key] ?? ""}
              onChange={(v) => setValues((old) => ({ ...old, [s.key]: v }))}
              type={s.secret ? "password" : "text"}
              autoComplete={s.secret ? "new-password" : "off"}
              spellCheck={false}
              maxLength={s.maxLength}
              placeholder={s.secret ? (s.value ? `Stored: ${s.value}` : "Not set") : undefined}
              helperText={s.help ?? (s.secret && s.value ? "Leave empty to keep the stored value." : undefined)}
            />
          ))}
          <Button type="submit" colorPalette="teal" loading={saving} alignSelf="flex-start">
            Save {provider.label}
          </Button>
          <TestConnection provider={provider.id} />
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

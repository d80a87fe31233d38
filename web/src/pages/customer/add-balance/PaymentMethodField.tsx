import { Field, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatPercent } from "@/i18n/format";
import { feeCents, type PaymentMethodChoice } from "./payment-method";

interface PaymentMethodFieldProps {
  methods: PaymentMethodChoice[];
  value: string;
  onChange: (id: string) => void;
  amountCents: number | null;
  disabled: boolean;
}

/** The enabled ways to pay, each with its limits; the fee for the typed amount is shown before paying. */
export function PaymentMethodField({ methods, value, onChange, amountCents, disabled }: PaymentMethodFieldProps) {
  const method = methods.find((m) => m.id === value);
  const fee = method && amountCents !== null ? feeCents(amountCents, method) : 0;
  const { t } = useTranslation("customer");
  return (
    <Field.Root>
      <Field.Label>{t("addFunds.method")}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name="method" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {method && (
        <Field.HelperText>
          {t("addFunds.limits", { min: formatMoney(method.minAmountCents), max: formatMoney(method.maxAmountCents) })}
          {(method.feeBasisPoints > 0 || method.feeFixedCents > 0) && t("addFunds.fee", { fee: describeFee(method) })}
        </Field.HelperText>
      )}
      {method && fee > 0 && amountCents !== null && (
        <Text fontSize="sm" data-testid="fee-total">
          {t("addFunds.youPay", { total: formatMoney(amountCents + fee), amount: formatMoney(amountCents), fee: formatMoney(fee) })}
        </Text>
      )}
    </Field.Root>
  );
}

function describeFee(m: PaymentMethodChoice): string {
  const parts: string[] = [];
  if (m.feeBasisPoints > 0) parts.push(formatPercent(m.feeBasisPoints / 10000));
  if (m.feeFixedCents > 0) parts.push(formatMoney(m.feeFixedCents));
  return parts.join(" + ");
}

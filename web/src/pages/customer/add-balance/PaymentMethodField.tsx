import { Field, NativeSelect, Text } from "@chakra-ui/react";
import { formatCents } from "@/lib/money";
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
  return (
    <Field.Root>
      <Field.Label>Payment method</Field.Label>
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
          From ${formatCents(method.minAmountCents)} to ${formatCents(method.maxAmountCents)}.
          {(method.feeBasisPoints > 0 || method.feeFixedCents > 0) && ` Fee: ${describeFee(method)}.`}
        </Field.HelperText>
      )}
      {method && fee > 0 && amountCents !== null && (
        <Text fontSize="sm" data-testid="fee-total">
          You pay ${formatCents(amountCents + fee)} (${formatCents(amountCents)} + ${formatCents(fee)} fee); ${formatCents(amountCents)} is added to your balance.
        </Text>
      )}
    </Field.Root>
  );
}

function describeFee(m: PaymentMethodChoice): string {
  const parts: string[] = [];
  if (m.feeBasisPoints > 0) parts.push(`${m.feeBasisPoints / 100}%`);
  if (m.feeFixedCents > 0) parts.push(`$${formatCents(m.feeFixedCents)}`);
  return parts.join(" + ");
}

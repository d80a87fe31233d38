import { Group, IconButton, Input } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuMinus, LuPlus } from "react-icons/lu";
import { clampQuantity, type QuantityLimits } from "@/cart/cart-lines";

interface QuantityStepperProps {
  value: number;
  limits: QuantityLimits;
  /** The product's name: each control is named after it, as the cart lists several. */
  productName: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * − / field / +: the buttons step by one within the product's min and max; the typed value is
 * taken (clamped) on Enter or when the field loses focus, so a half-typed number is never quoted.
 */
export function QuantityStepper({ value, limits, productName, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation("public");
  const [draft, setDraft] = useState<string | null>(null);
  const max = limits.max;

  function commit() {
    if (draft === null) return;
    const typed = /^\d+$/.test(draft.trim()) ? Number(draft) : value;
    setDraft(null);
    const next = clampQuantity(typed, limits);
    if (next !== value) onChange(next);
  }

  return (
    <Group attached>
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t("cart.decrease", { name: productName })}
        onClick={() => onChange(clampQuantity(value - 1, limits))}
        disabled={disabled || value <= limits.min}
      >
        <LuMinus />
      </IconButton>
      <Input
        size="sm"
        w="20"
        textAlign="center"
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={max ?? undefined}
        step={1}
        aria-label={t("cart.quantityOf", { name: productName })}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
        disabled={disabled}
      />
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t("cart.increase", { name: productName })}
        onClick={() => onChange(clampQuantity(value + 1, limits))}
        disabled={disabled || (max !== null && value >= max)}
      >
        <LuPlus />
      </IconButton>
    </Group>
  );
}

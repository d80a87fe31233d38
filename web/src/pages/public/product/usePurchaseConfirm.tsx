import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { formatMoney } from "@/i18n/format";

interface Asking {
  description: string;
  answer: (buy: boolean) => void;
}

/**
 * Asks before a purchase spends the balance (a one-click payment should, as the licence page's
 * does): what is bought, for how much, and the balance after. `confirm` answers true once the
 * buyer says Buy; with too little balance it answers true at once, since nothing is spent (the
 * shop then offers to pay the difference or to add funds).
 */
export function usePurchaseConfirm() {
  const { t } = useTranslation("public");
  const [asking, setAsking] = useState<Asking | null>(null);

  function confirm(what: { name: string; quantity: number; licence: boolean; totalCents: number; balanceCents: number }): Promise<boolean> {
    if (what.balanceCents < what.totalCents) return Promise.resolve(true);
    const values = { name: what.name, count: what.quantity, total: formatMoney(what.totalCents), after: formatMoney(what.balanceCents - what.totalCents) };
    const description = what.licence ? t("purchase.confirmLicenceText", values) : t("purchase.confirmText", values);
    return new Promise((resolve) => setAsking({ description, answer: resolve }));
  }

  function close(buy: boolean) {
    asking?.answer(buy);
    setAsking(null);
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && close(false)}
      title={t("purchase.confirmTitle")}
      description={asking?.description ?? ""}
      confirmLabel={t("purchase.confirmBuy")}
      cancelLabel={t("common:cancel")}
      onConfirm={() => close(true)}
    />
  );
  return { confirm, dialog };
}

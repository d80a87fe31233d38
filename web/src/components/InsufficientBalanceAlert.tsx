import { ConfirmDialog } from "./ConfirmDialog";
import { useTranslation } from "react-i18next";

interface InsufficientBalanceAlertProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddFunds: () => void;
}

/** The 'Insufficient Balance' dialog itself; open it through useInsufficientBalanceDialog(). */
export default function InsufficientBalanceAlert({ open, onOpenChange, onAddFunds }: InsufficientBalanceAlertProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("insufficientBalance.title")}
      description={t("insufficientBalance.description")}
      confirmLabel={t("insufficientBalance.addFunds")}
      onConfirm={onAddFunds}
    />
  );
}

import { ConfirmDialog } from "./ConfirmDialog";

interface InsufficientBalanceAlertProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddFunds: () => void;
}

/** The 'Insufficient Balance' dialog itself; open it through useInsufficientBalanceDialog(). */
export default function InsufficientBalanceAlert({ open, onOpenChange, onAddFunds }: InsufficientBalanceAlertProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Insufficient Balance"
      description="You don't have enough funds to complete this transaction. Please add more to your balance."
      confirmLabel="Add Funds"
      onConfirm={onAddFunds}
    />
  );
}

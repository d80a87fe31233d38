import { Button, Dialog, Portal } from "@chakra-ui/react";

interface InsufficientBalanceAlertProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddFunds: () => void;
}

/** The 'Insufficient Balance' dialog itself; open it through useInsufficientBalanceDialog(). */
export default function InsufficientBalanceAlert({ open, onOpenChange, onAddFunds }: InsufficientBalanceAlertProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Insufficient Balance</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                You don't have enough funds to complete this transaction. Please add more to your balance.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" onClick={onAddFunds}>
                Add Funds
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

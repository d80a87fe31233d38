import { Button, Dialog, Portal } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { onInsufficientBalanceNotification } from "./notify";

interface InsufficientBalanceDialogApi {
  open: () => void;
}

const DialogContext = createContext<InsufficientBalanceDialogApi | null>(null);

/** Mounted once inside the router; `notify({ title: "Insufficient Balance" })` opens it too. */
export function InsufficientBalanceDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const open = useCallback(() => setOpen(true), []);
  const api = useMemo(() => ({ open }), [open]);

  useEffect(() => {
    onInsufficientBalanceNotification(open);
    return () => onInsufficientBalanceNotification(null);
  }, [open]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" placement="center">
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
                <Button
                  colorPalette="teal"
                  onClick={() => {
                    setOpen(false);
                    navigate("/customer/add-balance");
                  }}
                >
                  Add Funds
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </DialogContext.Provider>
  );
}

export function useInsufficientBalanceDialog(): InsufficientBalanceDialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useInsufficientBalanceDialog needs InsufficientBalanceDialogProvider (it is in the app shell)");
  return api;
}

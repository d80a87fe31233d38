import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { dismissNotifications, onInsufficientBalanceNotification } from "./notify";

// Loaded when first opened: the dialog machinery is not needed to show a page.
const InsufficientBalanceAlert = lazy(() => import("./InsufficientBalanceAlert"));

interface InsufficientBalanceDialogApi {
  open: () => void;
}

const DialogContext = createContext<InsufficientBalanceDialogApi | null>(null);

/** Mounted once inside the router; `notify({ title: "Insufficient Balance" })` opens it too. */
export function InsufficientBalanceDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const navigate = useNavigate();
  const open = useCallback(() => {
    // An earlier error toast (e.g. a refused quantity) would contradict the dialog beside it.
    dismissNotifications();
    setEverOpened(true);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open }), [open]);

  useEffect(() => {
    onInsufficientBalanceNotification(open);
    return () => onInsufficientBalanceNotification(null);
  }, [open]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <InsufficientBalanceAlert
            open={isOpen}
            onOpenChange={setOpen}
            onAddFunds={() => {
              setOpen(false);
              navigate("/customer/add-balance");
            }}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useInsufficientBalanceDialog(): InsufficientBalanceDialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useInsufficientBalanceDialog needs InsufficientBalanceDialogProvider (it is in the app shell)");
  return api;
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./ConfirmDialog";

/** The one "Leave without saving?" question, for a dialog's form (useLeaveGuard) and a page's (PageLeaveGuard). */
export function LeaveUnsavedDialog({ open, onOpenChange, onLeave }: { open: boolean; onOpenChange: (open: boolean) => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("leaveUnsaved.title")}
      description={t("leaveUnsaved.text")}
      confirmLabel={t("leaveUnsaved.leave")}
      cancelLabel={t("leaveUnsaved.stay")}
      destructive
      onConfirm={onLeave}
    />
  );
}

/**
 * Asks before a form with unsaved text is left (its Cancel, Escape, a click outside): `attempt`
 * leaves at once when nothing is unsaved, else opens `dialog`, which leaves only when confirmed.
 */
export function useLeaveGuard(dirty: boolean, leave: () => void) {
  const [asking, setAsking] = useState(false);
  const attempt = () => (dirty ? setAsking(true) : leave());
  const dialog = (
    <LeaveUnsavedDialog
      open={asking}
      onOpenChange={setAsking}
      onLeave={() => {
        setAsking(false);
        leave();
      }}
    />
  );
  return { attempt, dialog };
}

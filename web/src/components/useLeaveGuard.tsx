import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * Asks before a form with unsaved text is left (its Cancel, Escape, a click outside): `attempt`
 * leaves at once when nothing is unsaved, else opens `dialog`, which leaves only when confirmed.
 */
export function useLeaveGuard(dirty: boolean, leave: () => void) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const attempt = () => (dirty ? setAsking(true) : leave());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t("leaveUnsaved.title")}
      description={t("leaveUnsaved.text")}
      confirmLabel={t("leaveUnsaved.leave")}
      cancelLabel={t("leaveUnsaved.stay")}
      destructive
      onConfirm={() => {
        setAsking(false);
        leave();
      }}
    />
  );
  return { attempt, dialog };
}

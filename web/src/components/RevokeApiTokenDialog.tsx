import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useTranslation } from "react-i18next";
import { notify } from "@/components/notify";
import { i18n } from "@/i18n";
import { formatDateTime } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";

export interface TokenToRevoke {
  id: string;
  name: string;
}

interface RevokeApiTokenDialogProps {
  /** Kept by the caller after closing, so the text does not change while the dialog fades out. */
  token: TokenToRevoke | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Ends the description: who cannot undo it. */
  undoNote: string;
  revoke: (id: string) => Promise<unknown>;
  loading: boolean;
}

/** Confirms revoking one API token, runs it, and says how it went; closes only on success. */
export function RevokeApiTokenDialog({ token, open, onOpenChange, undoNote, revoke, loading }: RevokeApiTokenDialogProps) {
  const { t } = useTranslation();
  async function confirm() {
    if (!token) return;
    try {
      await revoke(token.id);
      notify({ title: t("revokeToken.revoked"), description: t("revokeToken.revokedDescription", { name: token.name }) });
      onOpenChange(false);
    } catch (err) {
      notify({ title: t("error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("revokeToken.title")}
      description={t("revokeToken.description", { name: token?.name ?? "", undoNote })}
      confirmLabel={t("revokeToken.confirm")}
      destructive
      loading={loading}
      onConfirm={confirm}
    />
  );
}

/** When a token was created, last used or revoked. */
export const formatTokenTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : i18n.t("never"));

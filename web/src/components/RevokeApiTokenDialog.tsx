import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
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
  async function confirm() {
    if (!token) return;
    try {
      await revoke(token.id);
      notify({ title: "Token Revoked", description: `"${token.name}" no longer works.` });
      onOpenChange(false);
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Revoke this token?"
      description={`Requests with "${token?.name ?? ""}" will be refused at once. ${undoNote}`}
      confirmLabel="Revoke"
      destructive
      loading={loading}
      onConfirm={confirm}
    />
  );
}

/** When a token was created, last used or revoked. */
export const formatTokenTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : "Never");

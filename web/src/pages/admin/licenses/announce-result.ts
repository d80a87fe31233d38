import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/graphql-errors";
import type { AdminT } from "../shared/admin-t";

/** The server's licence helpers answer {status, message}: a toast either way; true on success. */
export function announceResult(result: { status: string; message: string; license?: { licenseKey: string } | null } | undefined, failureTitle: string, t: AdminT): boolean {
  if (result?.status === "success") {
    // A new licence is useless until its key is passed on, so the key comes with the message.
    const key = result.message === "License created successfully" ? result.license?.licenseKey : undefined;
    notify({ title: result.message, description: key ? t("licenses.keyIs", { key }) : undefined });
    return true;
  }
  notify({ title: result?.message ?? failureTitle, variant: "destructive" });
  return false;
}

/** A refused call (validation, permissions): the server's message, which is the spec's text. */
export function announceError(err: unknown, failureTitle: string): void {
  notify({ title: errorMessage(err, failureTitle), variant: "destructive" });
}

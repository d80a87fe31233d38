import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/graphql-errors";

/** The server's licence helpers answer {status, message}: a toast either way; true on success. */
export function announceResult(result: { status: string; message: string } | undefined, failureTitle: string): boolean {
  if (result?.status === "success") {
    notify({ title: result.message });
    return true;
  }
  notify({ title: result?.message ?? failureTitle, variant: "destructive" });
  return false;
}

/** A refused call (validation, permissions): the server's message, which is the spec's text. */
export function announceError(err: unknown, failureTitle: string): void {
  notify({ title: errorMessage(err, failureTitle), variant: "destructive" });
}

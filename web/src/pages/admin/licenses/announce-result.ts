import { EARLIER_EXPIRY_MESSAGE, PAST_EXPIRY_MESSAGE } from "../../../../../common/license-expiry";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/graphql-errors";
import type { AdminT } from "../shared/admin-t";

/**
 * The server's licence answers keep their English messages (the REST shim's contract); the page
 * shows the ones it knows in the admin's language, by their English text, and any other as it is.
 */
const KNOWN_MESSAGES = new Map<string, string>([
  ["License created successfully", "licenses.results.created"],
  ["License activated successfully", "licenses.results.activated"],
  ["License deactivated successfully", "licenses.results.deactivated"],
  ["License extended successfully", "licenses.results.extended"],
  ["License deleted successfully", "licenses.results.deleted"],
  ["License machines reset successfully", "licenses.results.machinesReset"],
  ["License seats updated successfully", "licenses.results.seatsUpdated"],
  ["Failed to update license", "licenses.updateFailed"],
  ["Failed to extend license", "licenses.extendFailed"],
  ["Failed to delete license", "licenses.deleteFailed"],
  ["Failed to create license", "licenses.createFailed"],
  [PAST_EXPIRY_MESSAGE, "licenses.results.pastExpiry"],
  [EARLIER_EXPIRY_MESSAGE, "licenses.results.earlierExpiry"],
]);

/** A licence message of the server or of common/license-expiry in the admin's language. */
export function licenseMessage(message: string, t: AdminT): string {
  const key = KNOWN_MESSAGES.get(message);
  return key ? t(key) : message;
}

/** The server's licence helpers answer {status, message}: a toast either way; true on success. */
export function announceResult(
  result: { status: string; message: string; license?: { licenseKey: string } | null } | undefined,
  failureTitle: string,
  t: AdminT,
): boolean {
  if (result?.status === "success") {
    // A new licence is useless until its key is passed on, so the key comes with the message.
    const key = result.message === "License created successfully" ? result.license?.licenseKey : undefined;
    notify({ title: licenseMessage(result.message, t), description: key ? t("licenses.keyIs", { key }) : undefined });
    return true;
  }
  notify({ title: result ? licenseMessage(result.message, t) : failureTitle, variant: "destructive" });
  return false;
}

/** A refused call (validation, permissions): the server's message, which is the spec's text. */
export function announceError(err: unknown, failureTitle: string): void {
  notify({ title: errorMessage(err, failureTitle), variant: "destructive" });
}

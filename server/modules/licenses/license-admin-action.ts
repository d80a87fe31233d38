import type { RequestContext } from "../../context";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { requireAdmin } from "../auth";
import type { License } from "./license.entity";

/** The spec's helpers answer {status, message}; validation failures are thrown with the spec's message instead. */
export interface LicenseActionResult {
  status: "success" | "error";
  message: string;
  license: License | null;
}

/** Runs one admin change in a transaction; an unexpected failure rolls back and answers the spec's failure message. */
export async function adminAction(
  ctx: RequestContext,
  failureMessage: string,
  work: (tx: RequestContext) => Promise<LicenseActionResult>,
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  try {
    return await ctx.transaction(work);
  } catch (err) {
    if (isDomainError(err)) throw err;
    log.error("licence change failed", { err, failureMessage, requestId: ctx.meta.requestId });
    return { status: "error", message: failureMessage, license: null };
  }
}

export const failed = (message: string): LicenseActionResult => ({ status: "error", message, license: null });

import type { RequestContext } from "../../context";
import { licenseChecks as licenseCheckCounter } from "../../observability/metrics";
import type { RateLimitState } from "../rate-limit";
import type { LicenseChecks } from "./license-checks";
import {
  answerBody,
  answerForLicense,
  checkedLicenseOf,
  LICENSE_LOOKUP_SQL,
  type CheckedLicense,
  type LicenseCheckAnswer,
  type LicenseLookupRow,
} from "./license-check-answer";
import { parseLicenseKey } from "./license-key";
import { checkMachine, type MachineClaim } from "./machine-activation";

export { LICENSE_INVALID_OR_EXPIRED, LICENSE_VALID, type LicenseCheckAnswer } from "./license-check-answer";
export type { MachineClaim } from "./machine-activation";

export interface LicenseCheckOutcome {
  answer: LicenseCheckAnswer;
  /** The caller's standing against the per-IP limit after this check. */
  rateLimit: RateLimitState;
  /** False when the key is missing or malformed (the REST shim answers 400). */
  wellFormed: boolean;
  expiringSoon: boolean;
}

/**
 * The one licence check behind both the REST shim and GraphQL: rate limited per client IP,
 * and every check of an existing licence records its last use.
 */
export async function checkLicense(
  ctx: RequestContext,
  rawKey: unknown,
  checks: Pick<LicenseChecks, "limiter" | "lastUsed" | "machinesSeen">,
  machine?: MachineClaim,
): Promise<LicenseCheckOutcome> {
  const rateLimit = hitLimit(ctx, checks);
  const parsed = parseLicenseKey(rawKey);
  const outcome = parsed.ok ? await lookUpAndAnswer(ctx, parsed.key, new Date(), checks, machine) : malformed(parsed.message);
  countCheck(outcome.answer.status);
  return { ...outcome, rateLimit };
}

/** A check as the REST shim sends it: the answer's body, signed. */
export interface SignedLicenseCheck {
  /** False when the key is missing or malformed (the REST shim answers 400). */
  wellFormed: boolean;
  rateLimit: RateLimitState;
  body: string;
  /** The signature's date (X-Signature-Date), also the instant the check was judged at. */
  date: string;
  signature: string;
}

/**
 * The REST shim's check: checkLicense's rules, the answer as the body it is sent as (with the
 * client's nonce), signed. On a SQLite file the signing thread looks the licence up, answers and
 * signs in one hand-off (see SigningThread.check); elsewhere, or should the thread not answer,
 * the licence is looked up here and the answer signed on the thread. A check with a fingerprint
 * may activate its machine (a write), so it is always answered here.
 */
export async function checkLicenseSigned(
  ctx: RequestContext,
  rawKey: unknown,
  nonce: string | undefined,
  checks: Pick<LicenseChecks, "limiter" | "lastUsed" | "machinesSeen" | "signer">,
  /** The signature's date, which the shipped app checks against its own wall clock. */
  now: Date,
  machine?: MachineClaim,
): Promise<SignedLicenseCheck> {
  const rateLimit = hitLimit(ctx, checks);
  const parsed = parseLicenseKey(rawKey);
  const date = now.toISOString();
  if (parsed.ok && !machine) {
    const onThread = await checks.signer.checkOnThread({ key: parsed.key, nonce, date });
    if (onThread) {
      if (onThread.licenseId) checks.lastUsed.record(onThread.licenseId, now);
      countCheck(onThread.status);
      return { wellFormed: true, rateLimit, body: onThread.body, date, signature: onThread.signature };
    }
  }
  const outcome = parsed.ok ? await lookUpAndAnswer(ctx, parsed.key, now, checks, machine) : malformed(parsed.message);
  countCheck(outcome.answer.status);
  const body = answerBody(outcome.answer, nonce);
  return { wellFormed: outcome.wellFormed, rateLimit, body, date, signature: await checks.signer.sign(date, nonce ?? "", body) };
}

function hitLimit(ctx: RequestContext, checks: Pick<LicenseChecks, "limiter">): RateLimitState {
  try {
    return checks.limiter.hit(ctx.meta.ip);
  } catch (err) {
    countCheck("rate_limited");
    throw err;
  }
}

/** Answered checks by status, in /metrics. */
function countCheck(status: LicenseCheckAnswer["status"] | "rate_limited"): void {
  licenseCheckCounter.inc({ status });
}

function malformed(message: string): Omit<LicenseCheckOutcome, "rateLimit"> {
  return { answer: { status: "invalid", message, expires_at: null, days_remaining: 0, code: "MALFORMED_KEY" }, wellFormed: false, expiringSoon: false };
}

async function lookUpAndAnswer(
  ctx: RequestContext,
  licenseKey: string,
  now: Date,
  checks: Pick<LicenseChecks, "lastUsed" | "machinesSeen">,
  machine: MachineClaim | undefined,
): Promise<Omit<LicenseCheckOutcome, "rateLimit">> {
  if (machine) {
    const { license, seat } = await checkMachine(ctx, licenseKey, machine, now, checks.machinesSeen);
    if (license) checks.lastUsed.record(license.id, now);
    return { ...answerForLicense(license, now, seat), wellFormed: true };
  }
  const license = await findForCheck(ctx, licenseKey);
  if (license) checks.lastUsed.record(license.id, now);
  return { ...answerForLicense(license, now), wellFormed: true };
}

/**
 * The hot path of every check, as one plain indexed SELECT. Going through the repository, or
 * even through TypeORM's query runner, cost more CPU than the rest of the check together
 * (bench/license-check.bench.ts). Outside a transaction it takes the driver's fastest path
 * (Database.firstRow).
 */
async function findForCheck(ctx: RequestContext, licenseKey: string): Promise<CheckedLicense | null> {
  const row = ctx.inTransaction
    ? ((await ctx.manager.query(LICENSE_LOOKUP_SQL, [licenseKey])) as LicenseLookupRow[])[0]
    : await ctx.db.firstRow<LicenseLookupRow>(LICENSE_LOOKUP_SQL, [licenseKey]);
  return row ? checkedLicenseOf(row) : null;
}

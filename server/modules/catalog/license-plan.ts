import { MAX_SEATS } from "../../../common/license-plan";
import { badField } from "../../errors";

export { MAX_SEATS };

/*
 * A licence product variant's plan: what every licence sold as it gets, copied when it is
 * issued (issue-license.ts), so later edits of the plan leave sold licences as they were.
 */

/** A heartbeat between one minute and 30 days. */
export const MIN_HEARTBEAT_SECONDS = 60;
export const MAX_HEARTBEAT_SECONDS = 30 * 86_400;
export const MAX_GRACE_DAYS = 365;
export const MAX_ENTITLEMENTS = 20;
export const MAX_ENTITLEMENT_LENGTH = 40;
/** Letters, digits, dot, dash and underscore: a name an app compares, not prose. */
const ENTITLEMENT_PATTERN = /^[A-Za-z0-9._-]+$/;
/** A lifetime licence's expiry: far enough never to come, a real date every driver stores. */
export const LIFETIME_EXPIRY = new Date("9999-12-31T00:00:00.000Z");

export interface LicensePlan {
  /** Machines at once; null, unlimited (no machine is tracked). */
  maxMachines: number | null;
  /** Seconds after which a silent machine's seat is freed; null, no heartbeat. */
  heartbeatSeconds: number | null;
  graceDays: number;
  entitlements: string[];
  lifetime: boolean;
}

export const UNLIMITED_PLAN: LicensePlan = { maxMachines: null, heartbeatSeconds: null, graceDays: 0, entitlements: [], lifetime: false };

/** The plan as an admin sends it, checked: lengths and counts first, then ranges. Entitlements are trimmed and deduplicated. */
export function checkedLicensePlan(input: {
  maxMachines?: number | null;
  heartbeatSeconds?: number | null;
  graceDays?: number | null;
  entitlements?: readonly string[] | null;
  lifetime?: boolean | null;
}): LicensePlan {
  const raw = input.entitlements ?? [];
  if (raw.length > MAX_ENTITLEMENTS) throw badField("entitlements", `A plan has at most ${MAX_ENTITLEMENTS} entitlements.`);
  const entitlements: string[] = [];
  for (const e of raw) {
    if (e.length > MAX_ENTITLEMENT_LENGTH) throw badField("entitlements", `An entitlement has at most ${MAX_ENTITLEMENT_LENGTH} characters.`);
    const name = e.trim();
    if (!ENTITLEMENT_PATTERN.test(name)) throw badField("entitlements", "An entitlement is letters, digits, dots, dashes and underscores.");
    if (!entitlements.includes(name)) entitlements.push(name);
  }
  const seats = input.maxMachines ?? null;
  if (seats !== null && (!Number.isSafeInteger(seats) || seats < 1 || seats > MAX_SEATS))
    throw badField("maxMachines", `Seats are 1 to ${MAX_SEATS} machines, or unlimited.`);
  const heartbeat = input.heartbeatSeconds ?? null;
  if (heartbeat !== null && (!Number.isSafeInteger(heartbeat) || heartbeat < MIN_HEARTBEAT_SECONDS || heartbeat > MAX_HEARTBEAT_SECONDS))
    throw badField("heartbeatSeconds", `A heartbeat is ${MIN_HEARTBEAT_SECONDS} to ${MAX_HEARTBEAT_SECONDS} seconds, or off.`);
  if (heartbeat !== null && seats === null) throw badField("heartbeatSeconds", "A heartbeat needs seats: machines are tracked only on a plan with seats.");
  const grace = input.graceDays ?? 0;
  if (!Number.isSafeInteger(grace) || grace < 0 || grace > MAX_GRACE_DAYS) throw badField("graceDays", `A grace period is 0 to ${MAX_GRACE_DAYS} days.`);
  const lifetime = input.lifetime ?? false;
  if (lifetime && grace > 0) throw badField("graceDays", "A lifetime license never expires: it has no grace period.");
  return { maxMachines: seats, heartbeatSeconds: heartbeat, graceDays: grace, entitlements, lifetime };
}

export { entitlementsColumn, parseEntitlements } from "../../../common/license-entitlements";

import crypto from "node:crypto";
import { parseEntitlements } from "../../../common/license-entitlements";
import type { RequestContext } from "../../context";
import { LIFETIME_EXPIRY } from "../catalog";
import type { Config } from "../../config";
import { requireActor } from "../auth";
import type { LastUsedRecorder } from "./last-used-recorder";
import { graceEnd, isDead, latest, ownCode, type CheckedLicense } from "./license-check-answer";
import { holderCondition } from "./my-license";
import { LicenseMachine } from "./license-machine.entity";
import type { LicenseChecks } from "./license-checks";
import type { LicenseSigner } from "./license-signing";
import { MAX_FINGERPRINT_LENGTH } from "./machine-activation";
import { addDays } from "./license-status";
import { License } from "./license.entity";

/*
 * Offline licence files (#34): a document an app keeps on disk and verifies with no network,
 * for one activated machine of a licence. docs/api.md ("Offline licence files") is the
 * integrator's description; docs/recipes/license-verify verify one in each recipe language.
 */

export const LICENSE_FILE_FORMAT = "bia-license-file";
export const LICENSE_FILE_VERSION = 1;

/**
 * The file as served: JSON whose `payload` is the base64 of the exact JSON bytes signed. A
 * verifier checks the signature over the decoded bytes as they are, so no canonical JSON form is
 * needed, then parses them.
 */
export interface OfflineLicenseFile {
  format: typeof LICENSE_FILE_FORMAT;
  version: typeof LICENSE_FILE_VERSION;
  alg: "ed25519";
  /** The signing key, as /api/license-public-keys lists it; also inside the payload. */
  key_id: string;
  payload: string;
  /** Ed25519 over the base64-decoded payload bytes, base64. */
  signature: string;
}

/** What the payload holds (JSON, UTF-8). Times are ISO 8601 UTC with milliseconds, so they compare as text too. */
export interface OfflineLicensePayload {
  version: typeof LICENSE_FILE_VERSION;
  license_id: string;
  license_key: string;
  software_name: string;
  plan: string;
  /** Seats of the licence; null, unlimited. */
  max_machines: number | null;
  entitlements: string[];
  /** The licence's expiry (9999-12-31 for a lifetime licence). */
  license_expires_at: string;
  lifetime: boolean;
  grace_days: number;
  machine_id: string;
  fingerprint: string;
  /** Lowercase hex SHA-256 of the fingerprint's UTF-8 bytes: lets a verifier without a JSON parser compare it (the C and shell recipes). */
  fingerprint_sha256: string;
  machine_name: string;
  platform: string;
  issued_at: string;
  /** The file's own end: the earlier of issued_at + LICENSE_FILE_DAYS and the end of the licence's grace period. */
  expires_at: string;
  key_id: string;
}

/** Why no file is issued: a licence check's code where one fits, MACHINE_NOT_ACTIVATED where the machine holds no seat. */
export const OFFLINE_FILE_REFUSAL_CODES = [
  "NOT_FOUND",
  "EXPIRED",
  "SUSPENDED",
  "HEARTBEAT_DEAD",
  "MACHINE_NOT_ACTIVATED",
  "FINGERPRINT_SCOPE_REQUIRED",
  "MALFORMED_KEY",
  "BAD_REQUEST",
  "RATE_LIMITED",
  "SERVER_ERROR",
] as const;

export type OfflineFileRefusalCode = (typeof OFFLINE_FILE_REFUSAL_CODES)[number];

export const OFFLINE_FILE_MESSAGES = {
  licenseNotFound: "No such license.",
  machineNotFound: "No such machine on this license.",
  machineNotActivated: "This machine is not activated on this license; check the license from it first.",
  heartbeatDead: "This machine has been silent longer than the license's heartbeat and no longer holds a seat; check the license from it again.",
  expired: "This license has expired.",
  suspended: "This license is suspended.",
  fingerprintRequired: "The fingerprint of the machine is required.",
};

export const MAX_LICENSE_KEY_LENGTH = 64;
export const MAX_MACHINE_ID_LENGTH = 36;

/** How the two endpoints refuse a request they cannot read (offline-file-app.routes.ts, offline-file-owner.routes.ts). */
export const LICENSE_FILE_REQUEST_MESSAGES = {
  badJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  unreadable: "The request body could not be read.",
  fingerprintType: `The fingerprint must be text of at most ${MAX_FINGERPRINT_LENGTH} characters.`,
  keyTooLong: `The license key must be at most ${MAX_LICENSE_KEY_LENGTH} characters.`,
  machineIdTooLong: `The machine id must be at most ${MAX_MACHINE_ID_LENGTH} characters.`,
  serverError: "Server error",
};

export class OfflineFileRefusal {
  constructor(
    readonly code: OfflineFileRefusalCode,
    readonly message: string,
    readonly httpStatus: number,
  ) {}
}

const refusal = {
  licenseNotFound: () => new OfflineFileRefusal("NOT_FOUND", OFFLINE_FILE_MESSAGES.licenseNotFound, 404),
  machineNotFound: () => new OfflineFileRefusal("NOT_FOUND", OFFLINE_FILE_MESSAGES.machineNotFound, 404),
  machineNotActivated: () => new OfflineFileRefusal("MACHINE_NOT_ACTIVATED", OFFLINE_FILE_MESSAGES.machineNotActivated, 403),
  heartbeatDead: () => new OfflineFileRefusal("HEARTBEAT_DEAD", OFFLINE_FILE_MESSAGES.heartbeatDead, 403),
  expired: () => new OfflineFileRefusal("EXPIRED", OFFLINE_FILE_MESSAGES.expired, 403),
  suspended: () => new OfflineFileRefusal("SUSPENDED", OFFLINE_FILE_MESSAGES.suspended, 403),
};

/** What issuing needs besides the request: the signer, the machines' pending last-seen instants, the file's length in days. */
export interface OfflineFileIssuer {
  signer: Pick<LicenseSigner, "keyId" | "signPayload">;
  machinesSeen: Pick<LastUsedRecorder, "pendingFor">;
  fileDays: number;
}

/** What issuing takes from the instance's configuration and the licence check's long-lived parts. */
export function offlineFileIssuer(config: Pick<Config, "licenseFileDays">, checks: Pick<LicenseChecks, "signer" | "machinesSeen">): OfflineFileIssuer {
  return { signer: checks.signer, machinesSeen: checks.machinesSeen, fileDays: config.licenseFileDays };
}

/**
 * The buyer's download: the file for machine `machineId` of their licence `licenseKey` (theirs
 * by account or by e-mail, as myLicenses decides). Another buyer's licence answers as an unknown
 * one, so a key cannot be probed.
 */
export async function offlineFileForOwner(
  ctx: RequestContext,
  licenseKey: string,
  machineId: string,
  issuer: OfflineFileIssuer,
): Promise<OfflineLicenseFile | OfflineFileRefusal> {
  const { customer: owner } = requireActor(ctx);
  const [holder, params] = holderCondition(owner);
  const license = await ctx.manager
    .getRepository(License)
    .createQueryBuilder("l")
    .where("l.license_key = :key", { key: licenseKey })
    .andWhere(`(${holder})`, params)
    .getOne();
  if (!license) return refusal.licenseNotFound();
  const machine = await ctx.manager.getRepository(LicenseMachine).findOneBy({ id: machineId, licenseId: license.id });
  if (!machine) return refusal.machineNotFound();
  return issueFor(ctx, license, machine, issuer);
}

/** The app's own file: the licence `licenseKey` and the machine activated on it with this fingerprint. */
export async function offlineFileForMachine(
  ctx: RequestContext,
  licenseKey: string,
  fingerprint: string,
  issuer: OfflineFileIssuer,
): Promise<OfflineLicenseFile | OfflineFileRefusal> {
  const license = await ctx.manager.getRepository(License).findOneBy({ licenseKey });
  if (!license) return refusal.licenseNotFound();
  const machine = await ctx.manager.getRepository(LicenseMachine).findOneBy({ licenseId: license.id, fingerprint });
  // The licence's own state first, as a check answers it: a suspended licence says so to any machine.
  const own = ownCode(checkedOf(license), ctx.clock.now());
  if (own === "EXPIRED") return refusal.expired();
  if (own === "SUSPENDED") return refusal.suspended();
  if (!machine) return refusal.machineNotActivated();
  return issueFor(ctx, license, machine, issuer);
}

/** Signs the file once the licence works (valid or in its grace period) and the machine still holds its seat. */
async function issueFor(
  ctx: RequestContext,
  license: License,
  machine: LicenseMachine,
  issuer: OfflineFileIssuer,
): Promise<OfflineLicenseFile | OfflineFileRefusal> {
  const now = ctx.clock.now();
  const checked = checkedOf(license);
  const own = ownCode(checked, now);
  if (own === "EXPIRED") return refusal.expired();
  if (own === "SUSPENDED") return refusal.suspended();
  if (isDead(checked, latest(machine.lastSeenAt, issuer.machinesSeen.pendingFor(machine.id)), now)) return refusal.heartbeatDead();
  const keyId = issuer.signer.keyId;
  const payload = JSON.stringify(payloadOf(license, checked, machine, now, issuer.fileDays, keyId));
  return {
    format: LICENSE_FILE_FORMAT,
    version: LICENSE_FILE_VERSION,
    alg: "ed25519",
    key_id: keyId,
    payload: Buffer.from(payload, "utf8").toString("base64"),
    signature: await issuer.signer.signPayload(payload),
  };
}

function payloadOf(license: License, checked: CheckedLicense, machine: LicenseMachine, now: Date, fileDays: number, keyId: string): OfflineLicensePayload {
  const graceEnds = graceEnd(checked);
  const fileEnd = addDays(now, fileDays);
  return {
    version: LICENSE_FILE_VERSION,
    license_id: license.id,
    license_key: license.licenseKey,
    software_name: license.softwareName,
    plan: license.plan,
    max_machines: checked.maxMachines,
    entitlements: checked.entitlements,
    license_expires_at: checked.expiresAt.toISOString(),
    lifetime: checked.expiresAt.getTime() >= LIFETIME_EXPIRY.getTime(),
    grace_days: checked.graceDays,
    machine_id: machine.id,
    fingerprint: machine.fingerprint,
    fingerprint_sha256: crypto.createHash("sha256").update(machine.fingerprint, "utf8").digest("hex"),
    machine_name: machine.name,
    platform: machine.platform,
    issued_at: now.toISOString(),
    expires_at: (graceEnds < fileEnd ? graceEnds : fileEnd).toISOString(),
    key_id: keyId,
  };
}

function checkedOf(license: License): CheckedLicense {
  return {
    id: license.id,
    status: license.status,
    expiresAt: license.expiresAt,
    maxMachines: license.maxMachines,
    heartbeatSeconds: license.heartbeatSeconds,
    graceDays: license.graceDays,
    entitlements: parseEntitlements(license.entitlements),
  };
}

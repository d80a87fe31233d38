import crypto from "node:crypto";
import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { RecoveryCode } from "./recovery-code.entity";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/l/I: codes are read off paper. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Lower-cased, spaces and dashes removed: how a code is typed does not matter. */
export function normalizeRecoveryCode(raw: string): string {
  return raw.toLowerCase().replace(/[\s-]+/g, "");
}

function hashCode(customerId: string, code: string): string {
  return crypto
    .createHash("sha256")
    .update(`${customerId}:${normalizeRecoveryCode(code)}`)
    .digest("hex");
}

/** `xxxxx-xxxxx` from a 31-letter alphabet: about 49 bits each. */
function newCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Replaces the customer's recovery codes with fresh ones and returns them in clear, once. */
export async function replaceRecoveryCodes(tx: RequestContext, customerId: string): Promise<string[]> {
  const repo = tx.manager.getRepository(RecoveryCode);
  await repo.delete({ customerId });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const now = tx.clock.now();
  await repo.insert(codes.map((code) => ({ customerId, codeHash: hashCode(customerId, code), usedAt: null, createdAt: now })));
  return codes;
}

export async function deleteRecoveryCodes(tx: RequestContext, customerId: string): Promise<void> {
  await tx.manager.getRepository(RecoveryCode).delete({ customerId });
}

/** Spends one unused recovery code; a conditional update makes two simultaneous uses of one code succeed at most once. */
export async function useRecoveryCode(ctx: RequestContext, customerId: string, code: string): Promise<boolean> {
  return ctx.transaction(async (tx) => {
    const result = await tx.manager
      .getRepository(RecoveryCode)
      .update({ customerId, codeHash: hashCode(customerId, code), usedAt: IsNull() }, { usedAt: tx.clock.now() });
    return (result.affected ?? 0) === 1;
  });
}

export async function countUnusedRecoveryCodes(ctx: RequestContext, customerId: string): Promise<number> {
  return ctx.manager.getRepository(RecoveryCode).countBy({ customerId, usedAt: IsNull() });
}

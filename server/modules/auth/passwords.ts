import crypto from "node:crypto";
import argon2 from "argon2";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Costs what a real check costs, for sign-ins with an unknown e-mail: otherwise the response
 * time would tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(await decoyHash, password);
}

/** Length in characters as a person counts them (an emoji is one). */

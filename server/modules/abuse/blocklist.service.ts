import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { badField, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { addressBlocked, emailBlocked } from "./abuse.errors";
import { BlocklistEntry } from "./blocklist-entry.entity";
import {
  addressIsListed,
  canonicalAddressEntry,
  canonicalEmailEntry,
  emailEntryCandidates,
  MAX_BLOCKLIST_NOTE_LENGTH,
  MAX_BLOCKLIST_VALUE_LENGTH,
  MIN_IPV4_PREFIX,
  MIN_IPV6_PREFIX,
} from "./blocklist-values";

export type BlocklistKind = BlocklistEntry["kind"];

/** An admin's list stays small; past this many entries of one kind something else is wrong. */
export const MAX_BLOCKLIST_ENTRIES = 5_000;

export async function listBlocklistEntries(ctx: RequestContext, kind: BlocklistKind): Promise<BlocklistEntry[]> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(BlocklistEntry).find({ where: { kind }, order: { value: "ASC" }, take: MAX_BLOCKLIST_ENTRIES });
}

/** Lengths first, then the shape; the stored value is canonical (lower case, host bits cleared). */
function canonicalValue(kind: BlocklistKind, raw: string): string {
  if (raw.trim() === "") throw badField("value", kind === "email" ? "Enter an e-mail address or @domain." : "Enter an IP address or a CIDR range.");
  if (raw.trim().length > MAX_BLOCKLIST_VALUE_LENGTH) throw badField("value", `The value must be at most ${MAX_BLOCKLIST_VALUE_LENGTH} characters.`);
  const value = kind === "email" ? canonicalEmailEntry(raw) : canonicalAddressEntry(raw);
  if (value === null) {
    throw badField(
      "value",
      kind === "email"
        ? "Enter an e-mail address (ada@example.com) or a whole domain (@example.com)."
        : `Enter an IP address (203.0.113.7) or a CIDR range (198.51.100.0/24, 2001:db8::/32), at least /${MIN_IPV4_PREFIX} for IPv4 and /${MIN_IPV6_PREFIX} for IPv6.`,
    );
  }
  return value;
}

export async function addBlocklistEntry(ctx: RequestContext, input: { kind: BlocklistKind; value: string; note?: string | null }): Promise<BlocklistEntry> {
  requireAdmin(ctx);
  const note = (input.note ?? "").trim();
  if (note.length > MAX_BLOCKLIST_NOTE_LENGTH) throw badField("note", `The note must be at most ${MAX_BLOCKLIST_NOTE_LENGTH} characters.`);
  const value = canonicalValue(input.kind, input.value);
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(BlocklistEntry);
    if ((await repo.countBy({ kind: input.kind })) >= MAX_BLOCKLIST_ENTRIES) throw conflict(`A blocklist holds at most ${MAX_BLOCKLIST_ENTRIES} entries.`);
    if (await repo.existsBy({ kind: input.kind, value })) throw badField("value", `${value} is already on the list.`);
    const entry = repo.create({ kind: input.kind, value, note, createdAt: tx.clock.now() });
    try {
      await repo.insert(entry);
    } catch (err) {
      throw isUniqueViolation(err) ? badField("value", `${value} is already on the list.`) : err;
    }
    await recordAudit(tx, { action: "blocklist.add", entityType: "blocklist_entry", entityId: String(entry.id), details: { kind: input.kind, value } });
    return entry;
  });
}

export async function removeBlocklistEntry(ctx: RequestContext, id: number): Promise<void> {
  requireAdmin(ctx);
  await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(BlocklistEntry);
    const entry = await repo.findOneBy({ id });
    if (!entry) throw notFound("Blocklist entry not found.");
    await repo.delete({ id });
    await recordAudit(tx, {
      action: "blocklist.remove",
      entityType: "blocklist_entry",
      entityId: String(id),
      details: { kind: entry.kind, value: entry.value },
    });
  });
}

/**
 * Refuses a request whose client address is listed (ADDRESS_BLOCKED) or whose e-mail address
 * or e-mail domain is (EMAIL_BLOCKED, shown under the e-mail field). Two indexed reads; the
 * address list is matched in memory (it holds ranges).
 */
export async function checkBlocklists(ctx: RequestContext, subject: { email?: string | null; address: string }): Promise<void> {
  const repo = ctx.manager.getRepository(BlocklistEntry);
  const addresses = await repo.find({ select: { value: true }, where: { kind: "address" }, take: MAX_BLOCKLIST_ENTRIES });
  const listed = addresses.map((a) => a.value);
  if (addressIsListed(listed, subject.address)) throw addressBlocked();
  if (subject.email && (await repo.existsBy({ kind: "email", value: In(emailEntryCandidates(subject.email)) }))) throw emailBlocked();
}

import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { uniqueTextKey } from "../../db/dialect";
import { containsPattern } from "../../db/like-pattern";
import { badField, badInput, notFound } from "../../errors";
import { recordAudit } from "../audit";
import {
  EMPTY_UPLOAD_MESSAGE,
  MAX_STOCK_FIELD_LENGTH,
  NO_VALID_LINES_MESSAGE,
  parseStockLine,
  STOCK_UPLOAD_CHUNK_SIZE,
  type StockLine,
} from "../../../common/stock-lines";
import { Product, ProductVariant } from "../catalog";
import { StockAccount } from "./stock-account.entity";
import { requireAdmin } from "../auth";

export const STOCK_PAGE_SIZE = 1000;
/** The admin list never reaches past this many rows (the spec's cap on stock queries). */
export const STOCK_QUERY_CAP = 100_000;
export const MAX_DELETE_SELECTED = 500;
export const DELETE_ALL_BATCH = 1000;

/** Available lines of one product, or of every product when none is named. */
export async function countAvailableStock(ctx: RequestContext, productId?: string | null): Promise<number> {
  return ctx.manager.getRepository(StockAccount).countBy(productId ? { productId, status: "available" } : { status: "available" });
}

/** Stock is loaded into, listed and deleted from one stock product's pool at a time. */
export async function assertStockProduct(ctx: RequestContext, productId: string): Promise<void> {
  const product =
    productId.length <= 64 ? await ctx.manager.getRepository(Product).findOne({ where: { id: productId }, select: { id: true, productType: true } }) : null;
  if (!product) throw notFound("Product not found.");
  if (product.productType !== "account") throw badInput("This product issues licenses and has no stock.");
}

export interface StockPage {
  items: StockAccount[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

function availableAccounts(ctx: RequestContext, search: string | null | undefined, productId: string | null | undefined) {
  const qb = ctx.manager.getRepository(StockAccount).createQueryBuilder("s").where("s.status = :status", { status: "available" });
  if (productId) qb.andWhere("s.product_id = :productId", { productId });
  const term = search?.trim();
  if (term) {
    qb.andWhere("(LOWER(s.username) LIKE LOWER(:q) ESCAPE '!' OR LOWER(s.email) LIKE LOWER(:q) ESCAPE '!')", { q: containsPattern(term) });
  }
  return qb;
}

/** Available accounts, oldest first, one page at a time, of one product or all; search matches part of the username or e-mail, ignoring case. */
export async function listStockAccounts(
  ctx: RequestContext,
  opts: { search?: string | null; productId?: string | null; page: number; pageSize: number },
): Promise<StockPage> {
  requireAdmin(ctx);
  const pageSize = Math.min(Math.max(1, Math.floor(opts.pageSize)), STOCK_PAGE_SIZE);
  const page = Math.max(1, Math.floor(opts.page));
  const offset = (page - 1) * pageSize;
  const capped = availableAccounts(ctx, opts.search, opts.productId)
    .select("s.id")
    .limit(STOCK_QUERY_CAP + 1);
  const counted = await ctx.manager
    .createQueryBuilder()
    .select("COUNT(*)", "n")
    .from(`(${capped.getQuery()})`, "capped")
    .setParameters(capped.getParameters())
    .getRawOne<{ n: number | string }>();
  const matching = Number(counted?.n ?? 0);
  const total = Math.min(matching, STOCK_QUERY_CAP);
  const take = Math.min(pageSize, total - offset);
  const items = take <= 0 ? [] : await availableAccounts(ctx, opts.search, opts.productId).orderBy("s.id", "ASC").offset(offset).limit(take).getMany();
  return { items, total, totalCapped: matching > STOCK_QUERY_CAP, page, pageSize };
}

function requiredCredentials(input: StockLine): StockLine {
  const v = {
    username: input.username.trim(),
    password: input.password.trim(),
    email: input.email.trim(),
    emailPassword: input.emailPassword.trim(),
  };
  if (!v.username || !v.password) throw badField(v.username ? "password" : "username", "Username and password cannot be empty.");
  for (const field of ["username", "password", "email", "emailPassword"] as const)
    if (v[field].length > MAX_STOCK_FIELD_LENGTH) throw badField(field, `Each field can be at most ${MAX_STOCK_FIELD_LENGTH} characters.`);
  return v;
}

/** Edits an available account's four credential fields; sold accounts belong to their order and stay as delivered. */
export async function updateStockAccount(ctx: RequestContext, id: number, input: StockLine): Promise<StockAccount> {
  requireAdmin(ctx);
  const values = requiredCredentials(input);
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(StockAccount);
    const account = await repo.findOneBy({ id, status: "available" });
    if (!account) throw notFound("Stock account not found.");
    Object.assign(account, values);
    await repo.update({ id }, values);
    await recordAudit(tx, { action: "stock.update", entityType: "stock_account", entityId: String(id), details: { username: values.username } });
    return account;
  });
}

/** Deletes the selected available accounts (sold rows are never deleted) and returns how many went. */
export async function deleteStockAccounts(ctx: RequestContext, ids: number[]): Promise<number> {
  requireAdmin(ctx);
  if (ids.length > MAX_DELETE_SELECTED) throw badInput(`Delete at most ${MAX_DELETE_SELECTED} accounts at a time.`);
  if (ids.length === 0) return 0;
  return ctx.transaction(async (tx) => {
    const result = await tx.manager.getRepository(StockAccount).delete({ id: In(ids), status: "available" });
    const deleted = result.affected ?? 0;
    if (deleted > 0) await recordAudit(tx, { action: "stock.delete", entityType: "stock_account", details: { deleted, ids } });
    return deleted;
  });
}

/**
 * Deletes every available account of one product (or of all), a batch of ids at a time, each
 * batch its own short transaction (with its audit row) so purchases are never held up behind
 * one huge delete.
 */
export async function deleteAllStockAccounts(ctx: RequestContext, productId?: string | null): Promise<number> {
  requireAdmin(ctx);
  if (productId) await assertStockProduct(ctx, productId);
  const where = productId ? { productId, status: "available" as const } : { status: "available" as const };
  let total = 0;
  for (;;) {
    const deleted = await ctx.transaction(async (tx) => {
      const repo = tx.manager.getRepository(StockAccount);
      const batch = await repo.find({ select: { id: true }, where, order: { id: "ASC" }, take: DELETE_ALL_BATCH });
      if (batch.length === 0) return 0;
      const result = await repo.delete({ id: In(batch.map((r) => r.id)), status: "available" });
      const n = result.affected ?? 0;
      await recordAudit(tx, {
        action: "stock.delete_all",
        entityType: "stock_account",
        details: { deleted: n, productId: productId ?? null, fromId: batch[0].id, toId: batch[batch.length - 1].id },
      });
      return n;
    });
    if (deleted === 0) return total;
    total += deleted;
  }
}

export interface StockUploadResult {
  added: number;
  skippedInvalid: number;
  skippedDuplicates: number;
}

/**
 * Adds one chunk of `username:password:email:emailpass` lines to one product's pool, all or
 * nothing. Duplicates are usernames already in that product's stock (sold or not) or repeated
 * within the chunk; the comparison is the database's (MariaDB's collation ignores case, SQLite
 * compares exactly).
 */
export async function uploadStockChunk(
  ctx: RequestContext,
  lines: string[],
  opts: { productId: string; variantId?: string | null; skipExistingUsernames: boolean },
): Promise<StockUploadResult> {
  requireAdmin(ctx);
  if ((opts.variantId?.length ?? 0) > 64) throw notFound("Variant not found.");
  if (lines.length === 0) throw badField("lines", EMPTY_UPLOAD_MESSAGE);
  if (lines.length > STOCK_UPLOAD_CHUNK_SIZE) throw badField("lines", `Send at most ${STOCK_UPLOAD_CHUNK_SIZE} lines per chunk.`);
  const parsed: StockLine[] = [];
  for (const line of lines) {
    const account = parseStockLine(line);
    if (account) parsed.push(account);
  }
  if (parsed.length === 0) throw badField("lines", NO_VALID_LINES_MESSAGE);
  const skippedInvalid = lines.length - parsed.length;
  const { productId } = opts;
  // The product's own id names its default variant's pool.
  const variantId = opts.variantId || productId;
  return ctx.transaction(async (tx) => {
    await assertStockProduct(tx, productId);
    if (variantId !== productId && !(await tx.manager.getRepository(ProductVariant).existsBy({ id: variantId, productId })))
      throw notFound("Variant not found.");
    let rows = parsed;
    if (opts.skipExistingUsernames && rows.length > 0) {
      const key = uniqueTextKey(tx.db);
      const seen = new Set<string>();
      rows = rows.filter((r) => !seen.has(key(r.username)) && seen.add(key(r.username)));
      const existing = await tx.manager
        .getRepository(StockAccount)
        .find({ select: { username: true }, where: { productId, username: In(rows.map((r) => r.username)) } });
      const taken = new Set(existing.map((e) => key(e.username)));
      rows = rows.filter((r) => !taken.has(key(r.username)));
    }
    if (rows.length > 0) {
      await tx.manager
        .createQueryBuilder()
        .insert()
        .into(StockAccount)
        .values(rows.map((r) => ({ ...r, productId, variantId, status: "available" as const })))
        .updateEntity(false)
        .execute();
    }
    const result = { added: rows.length, skippedInvalid, skippedDuplicates: parsed.length - rows.length };
    if (result.added > 0) await recordAudit(tx, { action: "stock.upload", entityType: "stock_account", details: { ...result, productId, variantId } });
    return result;
  });
}

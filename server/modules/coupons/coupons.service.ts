import crypto from "node:crypto";
import { countLimitMessage, MAX_COUNT, MAX_MONEY_CENTS, moneyLimitMessage } from "../../../common/limits";
import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { badField, badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { Product } from "../catalog";
import { Coupon, CouponProduct, CouponRedemption, type CouponKind } from "./coupon.entity";
import { MAX_COUPON_CODE_LENGTH, normalizeCouponCode } from "./coupon-rules";
import { requireAdmin } from "../auth";

const MAX_PRODUCTS_PER_COUPON = 200;

export interface CouponEdit {
  code: string;
  kind: string;
  amount: number;
  productIds?: string[] | null;
  minOrderCents: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxRedemptions?: number | null;
  maxPerCustomer?: number | null;
  active: boolean;
}

export interface CouponWithProducts {
  coupon: Coupon;
  productIds: string[];
}

const isOptionalCount = (n: number | null | undefined) => n === null || n === undefined || (Number.isSafeInteger(n) && n >= 1);

function checkedCoupon(input: CouponEdit) {
  if (input.code.length > MAX_COUPON_CODE_LENGTH) throw badField("code", `A coupon code has at most ${MAX_COUPON_CODE_LENGTH} characters.`);
  if ((input.productIds?.length ?? 0) > MAX_PRODUCTS_PER_COUPON) throw badInput(`A coupon names at most ${MAX_PRODUCTS_PER_COUPON} products.`);
  const code = normalizeCouponCode(input.code);
  if (!code || !/^[A-Z0-9_-]+$/.test(code)) throw badField("code", "A coupon code uses letters, digits, - and _.");
  const kind = input.kind === "PERCENT" ? "percent" : input.kind === "FIXED" ? "fixed" : null;
  if (!kind) throw badInput("The coupon kind is PERCENT or FIXED.");
  if (kind === "percent" && (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > 100))
    throw badField("amount", "A percentage is 1 to 100.");
  if (kind === "fixed" && (!Number.isSafeInteger(input.amount) || input.amount < 1)) throw badField("amount", "A fixed discount must be greater than 0.");
  if (kind === "fixed" && input.amount > MAX_MONEY_CENTS) throw badField("amount", moneyLimitMessage("A fixed discount"));
  if (!Number.isSafeInteger(input.minOrderCents) || input.minOrderCents < 0) throw badField("minOrderCents", "The minimum order must be 0 or more.");
  if (input.minOrderCents > MAX_MONEY_CENTS) throw badField("minOrderCents", moneyLimitMessage("The minimum order"));
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw badField("endsAt", "The coupon must end after it starts.");
  for (const cap of ["maxRedemptions", "maxPerCustomer"] as const) {
    if (!isOptionalCount(input[cap])) throw badField(cap, "Use caps are whole numbers of 1 or more, or blank for none.");
    if ((input[cap] ?? 0) > MAX_COUNT) throw badField(cap, countLimitMessage("A use cap"));
  }
  const productIds = [...new Set(input.productIds ?? [])];
  return {
    values: {
      code,
      kind: kind as CouponKind,
      amount: input.amount,
      allProducts: productIds.length === 0,
      minOrderCents: input.minOrderCents,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      maxRedemptions: input.maxRedemptions ?? null,
      maxPerCustomer: input.maxPerCustomer ?? null,
      active: input.active,
    },
    productIds,
  };
}

async function saveProducts(tx: RequestContext, couponId: string, productIds: string[]): Promise<void> {
  if (productIds.length && (await tx.manager.getRepository(Product).countBy({ id: In(productIds) })) !== productIds.length) throw badInput("Unknown product.");
  await tx.manager.getRepository(CouponProduct).delete({ couponId });
  if (productIds.length) await tx.manager.getRepository(CouponProduct).insert(productIds.map((productId) => ({ couponId, productId })));
}

async function assertCodeFree(tx: RequestContext, code: string, exceptId?: string): Promise<void> {
  const other = await tx.manager.getRepository(Coupon).findOne({ where: { code }, select: { id: true } });
  if (other && other.id !== exceptId) throw conflict("A coupon with this code already exists.", "COUPON_CODE_TAKEN");
}

/** Every coupon, newest first, with the products it is limited to; redemptionCount is its usage count. */
export async function listCoupons(ctx: RequestContext): Promise<CouponWithProducts[]> {
  requireAdmin(ctx);
  const coupons = await ctx.manager.getRepository(Coupon).find({ order: { createdAt: "DESC", code: "ASC" } });
  const links = coupons.length ? await ctx.manager.getRepository(CouponProduct).findBy({ couponId: In(coupons.map((c) => c.id)) }) : [];
  return coupons.map((coupon) => ({ coupon, productIds: links.filter((l) => l.couponId === coupon.id).map((l) => l.productId) }));
}

export async function createCoupon(ctx: RequestContext, input: CouponEdit): Promise<CouponWithProducts> {
  requireAdmin(ctx);
  const { values, productIds } = checkedCoupon(input);
  return ctx.transaction(async (tx) => {
    await assertCodeFree(tx, values.code);
    const id = crypto.randomUUID();
    await tx.manager.getRepository(Coupon).insert({ id, ...values, redemptionCount: 0 });
    await saveProducts(tx, id, productIds);
    await recordAudit(tx, { action: "coupon.create", entityType: "coupon", entityId: id, details: { ...values, productIds } });
    return { coupon: await tx.manager.getRepository(Coupon).findOneByOrFail({ id }), productIds };
  });
}

export async function updateCoupon(ctx: RequestContext, id: string, input: CouponEdit): Promise<CouponWithProducts> {
  requireAdmin(ctx);
  const { values, productIds } = checkedCoupon(input);
  return ctx.transaction(async (tx) => {
    if (!(await tx.manager.getRepository(Coupon).existsBy({ id }))) throw notFound("Coupon not found.");
    await assertCodeFree(tx, values.code, id);
    await tx.manager.getRepository(Coupon).update({ id }, values);
    await saveProducts(tx, id, productIds);
    await recordAudit(tx, { action: "coupon.update", entityType: "coupon", entityId: id, details: { ...values, productIds } });
    return { coupon: await tx.manager.getRepository(Coupon).findOneByOrFail({ id }), productIds };
  });
}

/**
 * A coupon that was used stays (its redemptions belong to orders) and is switched off instead; so
 * does one a reservation holds (counted in redemptionCount), which keeps its price when it is paid.
 */
export async function deleteCoupon(ctx: RequestContext, id: string): Promise<{ deleted: boolean; deactivated: boolean }> {
  requireAdmin(ctx);
  return ctx.transaction(async (tx) => {
    const coupon = await tx.manager.getRepository(Coupon).findOneBy({ id });
    if (!coupon) throw notFound("Coupon not found.");
    if (coupon.redemptionCount > 0 || (await tx.manager.getRepository(CouponRedemption).existsBy({ couponId: id }))) {
      await tx.manager.getRepository(Coupon).update({ id }, { active: false });
      await recordAudit(tx, { action: "coupon.deactivate", entityType: "coupon", entityId: id, details: { code: coupon.code } });
      return { deleted: false, deactivated: true };
    }
    await tx.manager.getRepository(CouponProduct).delete({ couponId: id });
    await tx.manager.getRepository(Coupon).delete({ id });
    await recordAudit(tx, { action: "coupon.delete", entityType: "coupon", entityId: id, details: { code: coupon.code } });
    return { deleted: true, deactivated: false };
  });
}

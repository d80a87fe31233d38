import { expect } from "chai";
import fc from "fast-check";
import { fromUnitPrice, subtotalCents, unitPriceFor } from "../../server/modules/catalog/pricing";
import { couponRefusal, discountCents, type CouponTerms } from "../../server/modules/coupons/coupon-rules";

const tierList = fc.uniqueArray(fc.record({ minQuantity: fc.integer({ min: 2, max: 5000 }), unitPriceCents: fc.integer({ min: 1, max: 100_000 }) }), {
  selector: (t) => t.minQuantity,
  maxLength: 8,
});

describe("pricing: volume tiers and coupons", () => {
  it("charges every unit the price of the highest tier the quantity reaches (fuzzed)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), tierList, fc.integer({ min: 1, max: 6000 }), (base, tiers, quantity) => {
        const reached = tiers.filter((t) => t.minQuantity <= quantity).sort((a, b) => b.minQuantity - a.minQuantity)[0];
        const unit = reached ? reached.unitPriceCents : base;
        expect(unitPriceFor(quantity, base, tiers)).to.equal(unit);
        expect(subtotalCents(quantity, base, tiers)).to.equal(quantity * unit);
        expect(fromUnitPrice(base, tiers)).to.equal(Math.min(base, ...tiers.map((t) => t.unitPriceCents)));
      }),
    );
  });

  it("switches price exactly at a tier's minimum, not one unit before", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        tierList.filter((t) => t.length > 0),
        (base, tiers) => {
          for (const tier of tiers) {
            const below = unitPriceFor(tier.minQuantity - 1, base, tiers);
            expect(unitPriceFor(tier.minQuantity, base, tiers)).to.equal(tier.unitPriceCents);
            const lowerTiers = tiers.filter((t) => t.minQuantity < tier.minQuantity).sort((a, b) => b.minQuantity - a.minQuantity);
            expect(below).to.equal(lowerTiers[0]?.unitPriceCents ?? base);
          }
        },
      ),
    );
  });

  it("takes a discount between zero and the subtotal, so a total is never below zero; percentages round half up to the cent (fuzzed)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.oneof(
          fc.record({ kind: fc.constant("percent" as const), amount: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ kind: fc.constant("fixed" as const), amount: fc.integer({ min: 1, max: 1e9 }) }),
        ),
        (subtotal, coupon) => {
          const discount = discountCents(coupon, subtotal);
          expect(Number.isSafeInteger(discount)).to.equal(true);
          expect(discount).to.be.within(0, subtotal);
          expect(subtotal - discount).to.be.at.least(0);
          if (coupon.kind === "fixed") {
            expect(discount).to.equal(Math.min(coupon.amount, subtotal));
          } else {
            // Exact in BigInt: discount × 100 − subtotal × percent is in (−50, 50]: a half cent rounds up.
            const exact = BigInt(subtotal) * BigInt(coupon.amount);
            const diff = BigInt(discount) * 100n - exact;
            expect(diff > -50n && diff <= 50n, `${subtotal} × ${coupon.amount}% → ${discount}`).to.equal(true);
          }
        },
      ),
    );
  });

  it("rounds small percentages to the nearest cent, and 100% makes the order free", () => {
    expect(discountCents({ kind: "percent", amount: 100 }, 4999)).to.equal(4999);
    expect(discountCents({ kind: "percent", amount: 10 }, 5)).to.equal(1);
    expect(discountCents({ kind: "percent", amount: 10 }, 4)).to.equal(0);
  });

  describe("coupon refusals", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
      kind: "percent",
      amount: 10,
      active: true,
      allProducts: true,
      minOrderCents: 0,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      maxPerCustomer: null,
      redemptionCount: 0,
      ...over,
    });
    const order = { subtotalCents: 1000, appliesToProduct: true, customerRedemptions: 0, now };

    it("names one reason per broken rule", () => {
      expect(couponRefusal(null, order)).to.equal("COUPON_UNKNOWN");
      expect(couponRefusal(coupon({ active: false }), order)).to.equal("COUPON_UNKNOWN");
      expect(couponRefusal(coupon({ startsAt: new Date(now.getTime() + 1) }), order)).to.equal("COUPON_NOT_STARTED");
      expect(couponRefusal(coupon({ endsAt: now }), order)).to.equal("COUPON_EXPIRED");
      expect(couponRefusal(coupon({ allProducts: false }), { ...order, appliesToProduct: false })).to.equal("COUPON_NOT_FOR_PRODUCT");
      expect(couponRefusal(coupon({ minOrderCents: 1001 }), order)).to.equal("COUPON_MINIMUM_NOT_MET");
      expect(couponRefusal(coupon({ minOrderCents: 1000 }), order)).to.equal(null);
      expect(couponRefusal(coupon({ maxRedemptions: 3, redemptionCount: 3 }), order)).to.equal("COUPON_USED_UP");
      expect(couponRefusal(coupon({ maxPerCustomer: 2 }), { ...order, customerRedemptions: 2 })).to.equal("COUPON_CUSTOMER_LIMIT");
      expect(couponRefusal(coupon({ maxPerCustomer: 2 }), { ...order, customerRedemptions: 1 })).to.equal(null);
    });
  });
});

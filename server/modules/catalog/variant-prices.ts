import type { RequestContext } from "../../context";
import { selectRows, textParam } from "../../db/raw-sql";
import { parseEntitlements, type LicensePlan } from "./license-plan";
import type { TierPrice } from "./pricing";
import type { Product } from "./product.entity";

export type PricedProduct = Pick<
  Product,
  "id" | "name" | "productType" | "visibility" | "archivedAt" | "minPurchaseQuantity" | "maxPurchaseQuantity" | "requiresAccount"
>;

export interface PricedVariant {
  product: PricedProduct;
  /** Its own price and licence length, or the product's when it inherits them. */
  variant: { name: string; priceCents: number; licenseDays: number; archived: boolean; licensePlan: LicensePlan };
  tiers: TierPrice[];
}

/**
 * The price engine's input, read in one statement for every line of an order: each variant with
 * its product and price tiers (a row per tier, or one row with no tier). Unknown ids are absent. A variant with its own price has its own tiers; one that inherits the product's price takes the product's tiers too.
 */
export async function variantsWithTiers(tx: RequestContext, variantIds: readonly string[]): Promise<Map<string, PricedVariant>> {
  const rows = await selectRows<{
    variant_id: string;
    variant_name: string;
    variant_price_cents: number | string | null;
    variant_license_days: number | string | null;
    variant_archived_at: unknown;
    max_machines: number | string | null;
    heartbeat_seconds: number | string | null;
    grace_days: number | string | null;
    entitlements: string | null;
    lifetime: number | boolean | string | null;
    id: string;
    name: string;
    product_type: Product["productType"];
    visibility: Product["visibility"];
    archived_at: unknown;
    min_purchase_quantity: number | string;
    max_purchase_quantity: number | string | null;
    requires_account: number | boolean | string | null;
    price_per_account_cents: number | string;
    license_days: number | string;
    min_quantity: number | string | null;
    unit_price_cents: number | string | null;
  }>(
    tx.manager,
    `SELECT v.id AS variant_id, v.name AS variant_name, v.price_cents AS variant_price_cents, v.license_days AS variant_license_days, v.archived_at AS variant_archived_at, v.max_machines, v.heartbeat_seconds, v.grace_days, v.entitlements, v.lifetime, p.id, p.name, p.product_type, p.visibility, p.archived_at, p.min_purchase_quantity, p.max_purchase_quantity, p.requires_account, p.price_per_account_cents, p.license_days, t.min_quantity, t.unit_price_cents FROM product_variants v JOIN products p ON p.id = v.product_id LEFT JOIN product_price_tiers t ON t.variant_id = CASE WHEN v.price_cents IS NULL THEN p.id ELSE v.id END WHERE v.id IN (${variantIds.map(() => textParam(tx.db)).join(", ")})`,
    [...variantIds],
  );
  const found = new Map<string, PricedVariant>();
  for (const r of rows) {
    let entry = found.get(r.variant_id);
    if (!entry) {
      entry = {
        product: {
          id: r.id,
          name: r.name,
          productType: r.product_type,
          visibility: r.visibility,
          // Only whether it is set matters here.
          archivedAt: r.archived_at == null ? null : new Date(String(r.archived_at)),
          minPurchaseQuantity: Number(r.min_purchase_quantity),
          maxPurchaseQuantity: r.max_purchase_quantity == null ? null : Number(r.max_purchase_quantity),
          requiresAccount: Number(r.requires_account ?? 0) === 1 || r.requires_account === true,
        },
        variant: {
          name: r.variant_name ?? "",
          priceCents: Number(r.variant_price_cents ?? r.price_per_account_cents),
          licenseDays: Number(r.variant_license_days ?? r.license_days),
          archived: r.variant_archived_at != null,
          licensePlan: {
            maxMachines: r.max_machines == null ? null : Number(r.max_machines),
            heartbeatSeconds: r.heartbeat_seconds == null ? null : Number(r.heartbeat_seconds),
            graceDays: Number(r.grace_days ?? 0),
            entitlements: parseEntitlements(r.entitlements),
            lifetime: Number(r.lifetime ?? 0) === 1 || r.lifetime === true,
          },
        },
        tiers: [],
      };
      found.set(r.variant_id, entry);
    }
    if (r.min_quantity != null) entry.tiers.push({ minQuantity: Number(r.min_quantity), unitPriceCents: Number(r.unit_price_cents) });
  }
  return found;
}

import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { PriceTierInput, PriceTierType, ProductType } from "./catalog.types";
import { parseEntitlements } from "./license-plan";
import type { ProductVariant } from "./product-variant.entity";
import { adminVariantsOf, archiveVariant, saveVariant, setVariantLicensePlan, type VariantView } from "./variants.service";

@ObjectType("LicensePlan", {
  description: "What every licence sold as a variant gets, copied when it is issued (later edits leave sold licences as they are).",
})
export class LicensePlanType {
  @Field(() => Int, { nullable: true, description: "Seats: machines a licence runs on at once; null, unlimited (no machine is tracked)." })
  maxMachines: number | null;
  @Field(() => Int, { nullable: true, description: "Seconds after which a silent machine's seat is freed; null, no heartbeat." })
  heartbeatSeconds: number | null;
  @Field(() => Int, { description: "Days after expiry during which checks still succeed (code GRACE_PERIOD)." }) graceDays: number;
  @Field(() => [String], { description: "Named features the licence check answers." }) entitlements: string[];
  @Field(() => Boolean, { description: "Never expires." }) lifetime: boolean;

  static of(v: Pick<ProductVariant, "maxMachines" | "heartbeatSeconds" | "graceDays" | "entitlements" | "lifetime">): LicensePlanType {
    return Object.assign(new LicensePlanType(), {
      maxMachines: v.maxMachines,
      heartbeatSeconds: v.heartbeatSeconds,
      graceDays: v.graceDays,
      entitlements: parseEntitlements(v.entitlements),
      lifetime: v.lifetime,
    });
  }
}

@InputType("LicensePlanInput")
export class LicensePlanInput {
  @Field(() => Int, { nullable: true, description: "1–10000 machines; left out, unlimited." }) maxMachines: number | null;
  @Field(() => Int, { nullable: true, description: "60 seconds to 30 days (needs seats); left out, no heartbeat." }) heartbeatSeconds: number | null;
  @Field(() => Int, { defaultValue: 0, description: "0–365 days." }) graceDays: number;
  @Field(() => [String], { defaultValue: [], description: "At most 20 names of 1–40 letters, digits, '.', '-', '_'." }) entitlements: string[];
  @Field(() => Boolean, { defaultValue: false, description: "Never expires (no grace period then)." }) lifetime: boolean;
}

@ObjectType("ProductVariant", {
  description: "One way to buy a product, with its own price (and licence length); the default variant's id is the product's id.",
})
export class ProductVariantType {
  @Field(() => ID, { description: "What a cart line and priceQuote name." }) id: string;
  @Field(() => String, {
    description: "In the reader's language (English where it has no translation; adminProductVariants answers English). Empty for the default variant.",
  })
  name: string;
  @Field(() => Int, { description: "Unit price before volume tiers: its own, or the product's." }) priceCents: number;
  @Field(() => Boolean, { description: "Whether it takes the product's price and volume tiers." }) inheritsPrice: boolean;
  @Field(() => [PriceTierType], { description: "Its volume prices, lowest minimum first: its own with its own price, else the product's." })
  priceTiers: PriceTierType[];
  @Field(() => Int, { nullable: true, description: "Licence length in days (LICENSE products): its own, or the product's." }) licenseDays: number | null;
  @Field(() => Boolean) isDefault: boolean;
  @Field(() => Int) sortOrder: number;
  @Field(() => Int, { nullable: true, description: "Available stock lines of this variant's own pool; null for a LICENSE product." })
  availableStock: number | null;
  @Field(() => LicensePlanType, { nullable: true, description: "LICENSE products: the plan its licences are issued with; null otherwise." })
  licensePlan: LicensePlanType | null;

  static from(view: VariantView, product: Pick<ProductType, "pricePerAccountCents" | "licenseDays" | "productType">): ProductVariantType {
    const { variant: v, availableStock, tiers } = view;
    return Object.assign(new ProductVariantType(), {
      id: v.id,
      name: v.name,
      priceCents: v.priceCents ?? product.pricePerAccountCents,
      inheritsPrice: v.priceCents === null,
      priceTiers: tiers.map((t) => Object.assign(new PriceTierType(), t)),
      licenseDays: product.productType === "software" ? (v.licenseDays ?? product.licenseDays) : null,
      isDefault: v.isDefault,
      sortOrder: v.sortOrder,
      availableStock: product.productType === "software" ? null : availableStock,
      licensePlan: product.productType === "software" ? LicensePlanType.of(v) : null,
    });
  }
}

@InputType("ProductVariantInput")
export class ProductVariantInput {
  @Field(() => ID, { nullable: true, description: "Left out: a new variant." }) id: string | null;
  @Field(() => ID) productId: string;
  @Field(() => String) name: string;
  @Field(() => Int, { nullable: true, description: "Left out: the product's price and volume tiers." }) priceCents: number | null;
  @Field(() => Int, { nullable: true, description: "LICENSE products; left out: the product's licence length." }) licenseDays: number | null;
  @Field(() => Int, { defaultValue: 0 }) sortOrder: number;
  @Field(() => [PriceTierInput], { defaultValue: [], description: "Its own volume tiers; only with its own priceCents." }) priceTiers: PriceTierInput[];
}

@Resolver(() => ProductType)
export class ProductVariantsResolver {
  @FieldResolver(() => [ProductVariantType], {
    description: "The variants on sale, the default first. A product without options has only its default variant.",
  })
  async variants(@Root() product: ProductType, @Ctx() { loaders }: GqlContext): Promise<ProductVariantType[]> {
    return (product.variantViews ?? (await loaders.variantsByProductId.load(product.id))).map((v) => viewType(v, product));
  }
}

const viewType = (v: VariantView, product: Pick<ProductType, "pricePerAccountCents" | "licenseDays" | "productType">) => ProductVariantType.from(v, product);

/** A variant an admin just changed, as adminProductVariants lists it (English name, stock, tiers, plan). */
async function adminViewOf(ctx: GqlContext["ctx"], variant: { id: string; productId: string }): Promise<ProductVariantType> {
  const { product, variants } = await adminVariantsOf(ctx, variant.productId);
  const view = variants.find((v) => v.variant.id === variant.id);
  if (!view) throw new Error(`variant ${variant.id} is not on sale`);
  return viewType(view, product);
}

@Resolver()
export class AdminVariantsResolver {
  @Authorized("ADMIN")
  @Query(() => [ProductVariantType], {
    description:
      "Admin: a product's variants on sale with their English names (as saveProductVariant takes them) and each one's available stock; default first.",
  })
  async adminProductVariants(@Arg("productId", () => ID) productId: string, @Ctx() { ctx }: GqlContext): Promise<ProductVariantType[]> {
    const { product, variants } = await adminVariantsOf(ctx, productId);
    return variants.map((v) => viewType(v, product));
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductVariantType, {
    description: "Admin: adds or edits a variant of a product (not its default one: edit the product). Stock uploaded with its variantId sells only as it.",
  })
  async saveProductVariant(@Arg("input", () => ProductVariantInput) input: ProductVariantInput, @Ctx() { ctx }: GqlContext): Promise<ProductVariantType> {
    return adminViewOf(ctx, await saveVariant(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductVariantType, {
    description:
      "Admin: sets the licence plan of a LICENSE product's variant (its default one included: its id is the product's). Licences already sold keep theirs.",
  })
  async setVariantLicensePlan(
    @Arg("variantId", () => ID) variantId: string,
    @Arg("plan", () => LicensePlanInput) plan: LicensePlanInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ProductVariantType> {
    return adminViewOf(ctx, await setVariantLicensePlan(ctx, variantId, plan));
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, {
    description: "Admin: takes a variant off sale; its orders keep its name. Its unsold stock stays for the admin to move or delete.",
  })
  async archiveProductVariant(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return archiveVariant(ctx, id);
  }
}

import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from "./coupons.service";
import { CouponInput, CouponObject, CouponRemovalType } from "./coupons.types";

@Resolver()
export class CouponsResolver {
  @Authorized("ADMIN")
  @Query(() => [CouponObject], { description: "Admin: every coupon with its usage count, newest first." })
  async coupons(@Ctx() { ctx }: GqlContext): Promise<CouponObject[]> {
    return (await listCoupons(ctx)).map(CouponObject.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponObject, { description: "Admin: adds a coupon (audited)." })
  async createCoupon(@Arg("input", () => CouponInput) input: CouponInput, @Ctx() { ctx }: GqlContext): Promise<CouponObject> {
    return CouponObject.from(await createCoupon(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponObject, { description: "Admin: edits a coupon (audited); its usage count stays." })
  async updateCoupon(@Arg("id", () => ID) id: string, @Arg("input", () => CouponInput) input: CouponInput, @Ctx() { ctx }: GqlContext): Promise<CouponObject> {
    return CouponObject.from(await updateCoupon(ctx, id, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponRemovalType, { description: "Admin: deletes a coupon, or switches it off when it was used (audited)." })
  async deleteCoupon(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<CouponRemovalType> {
    return Object.assign(new CouponRemovalType(), await deleteCoupon(ctx, id));
  }
}

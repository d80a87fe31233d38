import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderObject } from "../orders";
import { getAdminDashboard, getRevenueByProduct } from "./dashboard.service";
import { AdminDashboardType, RevenueByProductType } from "./dashboard.types";

@Resolver()
export class DashboardResolver {
  @Authorized("ADMIN")
  @Query(() => AdminDashboardType, { description: "Admin: the dashboard's metric cards, low-stock warning, 30-day chart and recent sales." })
  async adminDashboard(@Ctx() { ctx }: GqlContext): Promise<AdminDashboardType> {
    const d = await getAdminDashboard(ctx);
    return Object.assign(new AdminDashboardType(), { ...d, recentOrders: d.recentOrders.map(OrderObject.from) });
  }

  @Authorized("ADMIN")
  @Query(() => RevenueByProductType, { description: "Admin: order revenue per day over the last 30 days, split by product (the dashboard's revenue chart)." })
  async adminRevenueByProduct(@Ctx() { ctx }: GqlContext): Promise<RevenueByProductType> {
    return getRevenueByProduct(ctx);
  }
}

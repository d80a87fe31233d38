import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderObject } from "../orders/order.types";
import { getAdminDashboard } from "./dashboard.service";
import { AdminDashboardType } from "./dashboard.types";

@Resolver()
export class DashboardResolver {
  @Authorized("ADMIN")
  @Query(() => AdminDashboardType, { description: "Admin: the dashboard's metric cards, low-stock warning, 30-day chart and recent sales." })
  async adminDashboard(@Ctx() { ctx }: GqlContext): Promise<AdminDashboardType> {
    const d = await getAdminDashboard(ctx);
    return Object.assign(new AdminDashboardType(), { ...d, recentOrders: d.recentOrders.map(OrderObject.from) });
  }
}

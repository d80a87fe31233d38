import { Field, ID, Int, ObjectType } from "type-graphql";
import { OrderObject } from "../orders";

@ObjectType("DaySales")
export class DaySalesType {
  @Field(() => String, { description: "UTC day, YYYY-MM-DD." }) date: string;
  @Field(() => Int, { description: "Accounts sold that day." }) count: number;
}

@ObjectType("AdminDashboard")
export class AdminDashboardType {
  @Field(() => Int) availableStock: number;
  @Field(() => Int, { description: "Warn below this many available accounts (at least 50)." }) lowStockThreshold: number;
  @Field(() => Boolean) lowStock: boolean;
  @Field(() => Int, { description: "Customers with the customer role." }) totalCustomers: number;
  @Field(() => Int) totalOrders: number;
  @Field(() => Int, { description: "The site's displayed total revenue (adjustable in Site settings; purchases add to it)." }) totalRevenueCents: number;
  @Field(() => Int, { description: "The sum of all orders' totals." }) orderRevenueCents: number;
  @Field(() => [DaySalesType], { description: "Accounts sold per day over the last 30 days, oldest first, missing days as 0." }) soldPerDay: DaySalesType[];
  @Field(() => [OrderObject], { description: "The last 5 orders, newest first (select `customer` for the buyer's name; null when detached)." })
  recentOrders: OrderObject[];
}

@ObjectType("ProductRevenueSeries")
export class ProductRevenueSeriesType {
  @Field(() => ID, { nullable: true, description: "Null for the series that sums every product beyond the biggest six." }) productId: string | null;
  @Field(() => String) productName: string;
  @Field(() => Int, { description: "Revenue over the whole period, in cents." }) totalCents: number;
  @Field(() => [Int], { description: "Revenue per day in cents, one entry per day of `days`." }) perDayCents: number[];
}

@ObjectType("RevenueByProduct")
export class RevenueByProductType {
  @Field(() => [String], { description: "UTC days, YYYY-MM-DD, oldest first, ending today." }) days: string[];
  @Field(() => [ProductRevenueSeriesType], { description: "The biggest products by revenue first; at most six, then 'Other products'." })
  series: ProductRevenueSeriesType[];
}

import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("CustomerDashboard", { description: "The metric cards of the customer's My Accounts page." })
export class CustomerDashboardType {
  @Field(() => Int) balanceCents: number;
  @Field(() => Int) accountsBought: number;
  @Field(() => Int) ordersCount: number;
  @Field(() => Int) activeLicenses: number;
}

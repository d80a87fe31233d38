import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("CustomerDashboard", { description: "The metric cards of the customer's My Accounts page." })
export class CustomerDashboardType {
  @Field(() => Int) balanceCents: number;
  @Field(() => Int) accountsBought: number;
  @Field(() => Int) ordersCount: number;
  @Field(() => Int) activeLicenses: number;
}

@ObjectType("MyAccountProduct", { description: "A product the customer bought accounts of (My Accounts' product filter)." })
export class MyAccountProductType {
  @Field(() => ID) productId: string;
  @Field(() => String, { description: "In the reader's language where the shop has a translation, else as it was sold." }) name: string;
  @Field(() => Int, { description: "How many of the customer's orders hold it." }) orders: number;
}

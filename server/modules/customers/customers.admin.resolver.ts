import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderObject } from "../orders";
import { deleteCustomer, getCustomer, listCustomerLedger, listCustomerOrders, listCustomers, setCustomerBalance, updateCustomer } from "./customers.service";
import { AdminCustomerPage, AdminCustomerType, BalanceLedgerEntryType, CustomerUpdateInput } from "./customers.admin.types";

@Resolver(() => AdminCustomerType)
export class AdminCustomersResolver {
  @Authorized("ADMIN")
  @Query(() => AdminCustomerPage, { description: "Admin: customers whose name or e-mail contains `search` (ignoring case), newest first." })
  async adminCustomers(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminCustomerPage> {
    const page = await listCustomers(ctx, { search, limit, offset });
    return { items: page.items.map(AdminCustomerType.from), total: page.total };
  }

  @Authorized("ADMIN")
  @Query(() => AdminCustomerType, { description: "Admin: one customer, for the details dialog (orders, accounts, ledger)." })
  async adminCustomer(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<AdminCustomerType> {
    return AdminCustomerType.from(await getCustomer(ctx, id));
  }

  @Authorized("ADMIN")
  @FieldResolver(() => Int, { description: "How many orders the customer placed (one grouped query per page)." })
  async totalOrders(@Root() customer: AdminCustomerType, @Ctx() { loaders }: GqlContext): Promise<number> {
    return loaders.orderCountByCustomerId.load(customer.id);
  }

  @Authorized("ADMIN")
  @FieldResolver(() => [OrderObject], { description: "The customer's orders, newest first; select `accounts` for the delivered lines." })
  async orders(
    @Root() customer: AdminCustomerType,
    @Arg("limit", () => Int, { defaultValue: 100 }) limit: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<OrderObject[]> {
    return (await listCustomerOrders(ctx, customer.id, limit)).map(OrderObject.from);
  }

  @Authorized("ADMIN")
  @FieldResolver(() => [BalanceLedgerEntryType], { description: "The customer's balance ledger, newest first." })
  async balanceLedger(
    @Root() customer: AdminCustomerType,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<BalanceLedgerEntryType[]> {
    return (await listCustomerLedger(ctx, customer.id, limit)).map(BalanceLedgerEntryType.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => AdminCustomerType, {
    description:
      "Admin: sets a balance to an exact amount in cents; the difference is written as one admin_adjustment ledger row with the (required) reason. " +
      "Refuses a negative amount with 'Please enter a valid non-negative number for balance.'",
  })
  async setCustomerBalance(
    @Arg("customerId", () => ID) customerId: string,
    @Arg("balanceCents", () => Int) balanceCents: number,
    @Arg("reason", () => String) reason: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminCustomerType> {
    return AdminCustomerType.from(await setCustomerBalance(ctx, { customerId, balanceCents, reason }));
  }

  @Authorized("ADMIN")
  @Mutation(() => AdminCustomerType, {
    description: "Admin: edits name, e-mail (unique) and role ('Name and email are required.'). The last admin cannot be demoted (code LAST_ADMIN).",
  })
  async updateCustomer(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CustomerUpdateInput) input: CustomerUpdateInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminCustomerType> {
    return AdminCustomerType.from(await updateCustomer(ctx, id, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, {
    description: "Admin: deletes a customer; past orders are kept and detached. The last admin cannot be deleted (code LAST_ADMIN).",
  })
  async deleteCustomer(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await deleteCustomer(ctx, id);
    return true;
  }
}

import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import type { PendingOrder } from "./pending-order.entity";
import { type AdminReservation, cancelReservationAsAdmin, listAdminReservations } from "./reservations.admin";

@ObjectType("AdminReservation", { description: "Admin: a purchase reserved while its payment is awaited (pay the difference), and who holds it." })
export class AdminReservationObject {
  @Field(() => ID) id: string;
  @Field(() => ID) customerId: string;
  @Field(() => String, { nullable: true, description: "The holder's e-mail; null once the customer was deleted." }) customerEmail: string | null;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int) totalCents: number;
  @Field(() => String, { nullable: true, description: "The address the hold was made from (IPv6 as its /64); null for holds made before it was recorded." })
  clientAddress: string | null;
  @Field(() => String, { description: "reserved, completed, expired or cancelled." }) status: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Date, { nullable: true }) closedAt: Date | null;

  static from(p: PendingOrder, customerEmail: string | null): AdminReservationObject {
    return Object.assign(new AdminReservationObject(), {
      id: p.id,
      customerId: p.customerId,
      customerEmail,
      productId: p.productId,
      productName: p.productName,
      quantity: Number(p.quantity),
      totalCents: Number(p.totalPriceCents),
      clientAddress: p.clientAddress,
      status: p.status,
      createdAt: p.createdAt,
      expiresAt: p.expiresAt,
      closedAt: p.closedAt,
    });
  }
}

@ObjectType("AdminReservationPage")
export class AdminReservationPage {
  @Field(() => [AdminReservationObject]) items: AdminReservationObject[];
  @Field(() => Int, { description: "All matching reservations, for pagination." }) total: number;
}

const toObject = (r: AdminReservation) => AdminReservationObject.from(r.reservation, r.customerEmail);

@Resolver()
export class AdminReservationsResolver {
  @Authorized("ADMIN")
  @Query(() => AdminReservationPage, {
    description: "Admin: reservations, newest first; `status` narrows to one (reserved: the holds taking stock off sale now).",
  })
  async adminReservations(
    @Arg("status", () => String, { nullable: true }) status: string | null,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminReservationPage> {
    const page = await listAdminReservations(ctx, { status }, { limit, offset });
    return { items: page.items.map(toObject), total: page.total };
  }

  @Authorized("ADMIN")
  @Mutation(() => AdminReservationObject, {
    description:
      "Admin: ends a hold now (status cancelled) with a reason for the audit log; its lines go back to stock. A payment still arriving goes to the balance.",
  })
  async cancelReservationAsAdmin(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminReservationObject> {
    return toObject(await cancelReservationAsAdmin(ctx, id, reason));
  }
}

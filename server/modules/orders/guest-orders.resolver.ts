import { In } from "typeorm";
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { License, LicenseObject } from "../licenses";
import { findGuestOrder, guestOrder, guestOrdersByLookupLink, type GuestOrderSummary, type GuestOrderView, requestGuestOrderLinks } from "./guest-orders";
import { OrderLineObject } from "./order.types";

@ObjectType("GuestOrder", {
  description: "A guest's order, for whoever proved its access token, its e-mail link or its password: its state, its lines and, once delivered, the goods.",
})
export class GuestOrderObject {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "The number to quote on Find my order." }) number: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: "awaiting_payment, delivered, expired (the payment did not arrive in time) or cancelled." }) status: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "While awaiting its payment: when the hold ends." }) expiresAt: Date | null;
  @Field(() => Int) totalCents: number;
  @Field(() => Int) discountCents: number;
  @Field(() => [OrderLineObject], { description: "Each line with its state; a delivered stock line lists its accounts." }) lines: OrderLineObject[];
  @Field(() => [LicenseObject], { description: "The licences its licence lines issued." }) licenses: LicenseObject[];
  @Field(() => String, { nullable: true, description: "While awaiting its payment: the provider's page." }) paymentUrl: string | null;
  @Field(() => String, { nullable: true, description: "The payment's state: pending, paid, failed, cancelled, needs_review or rejected." }) paymentStatus:
    string | null;
  @Field(() => Boolean, { description: "Whether Find my order can open it with a password." }) hasPassword: boolean;
  @Field(() => String, { description: "The e-mail link's token: guestOrder(id, linkToken) opens the order again after a reload." }) linkToken: string;
}

@ObjectType("GuestOrderSummary", { description: "One order of an e-mail address, as its one-time link lists it." })
export class GuestOrderSummaryObject {
  @Field(() => ID) id: string;
  @Field(() => String) number: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => String) status: string;
  @Field(() => Int) totalCents: number;
  @Field(() => String) productName: string;
  @Field(() => String, { description: "The order's own link on this shop (path and query)." }) path: string;

  static from(s: GuestOrderSummary): GuestOrderSummaryObject {
    return Object.assign(new GuestOrderSummaryObject(), { ...s, id: s.orderId });
  }
}

@Resolver()
export class GuestOrdersResolver {
  @Query(() => GuestOrderObject, {
    description:
      "A guest's order by its id, with the access token its checkout answered (accessToken) or the token of its e-mail link (linkToken). " +
      "NOT_FOUND for a wrong secret as for an unknown order; wrong secrets are limited per address and per order (RATE_LIMITED).",
  })
  async guestOrder(
    @Arg("id", () => ID) id: string,
    @Arg("accessToken", () => String, { nullable: true }) accessToken: string | null,
    @Arg("linkToken", () => String, { nullable: true }) linkToken: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<GuestOrderObject> {
    return objectOf(ctx, await guestOrder(ctx, id, { accessToken, linkToken }));
  }

  @Query(() => GuestOrderObject, {
    description:
      "Find my order: the order's number, the buyer's e-mail and the order's password (orders placed without one open only through their link, or ask requestOrderLinks). " +
      "One answer (NOT_FOUND) whichever part is wrong; guesses are limited per address and per number.",
  })
  async findMyOrder(
    @Arg("number", () => String) number: string,
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Arg("challengeSolution", () => String, { nullable: true, description: "A solved proofOfWorkChallenge(ORDER_LOOKUP), after CHALLENGE_REQUIRED." })
    challengeSolution: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<GuestOrderObject> {
    return objectOf(ctx, await findGuestOrder(ctx, { number, email, password, challengeSolution }));
  }

  @Mutation(() => Boolean, {
    description:
      "Mails a one-time link to the orders placed as a guest with this e-mail, when there are any; answers true either way (nobody learns who bought here). " +
      "Limited per address and per e-mail (RATE_LIMITED).",
  })
  async requestOrderLinks(
    @Arg("email", () => String) email: string,
    @Arg("language", () => String, { nullable: true }) language: string | null,
    @Arg("challengeSolution", () => String, { nullable: true, description: "A solved proofOfWorkChallenge(ORDER_LOOKUP), after CHALLENGE_REQUIRED." })
    challengeSolution: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<boolean> {
    await requestGuestOrderLinks(ctx, email, language, challengeSolution);
    return true;
  }

  @Mutation(() => [GuestOrderSummaryObject], {
    description:
      "Opens a one-time link of requestOrderLinks, once: the address's orders, newest first, each with its own link. NOT_FOUND when used or expired (after an hour).",
  })
  async openOrderLinks(@Arg("token", () => String) token: string, @Ctx() { ctx }: GqlContext): Promise<GuestOrderSummaryObject[]> {
    return (await guestOrdersByLookupLink(ctx, token)).map(GuestOrderSummaryObject.from);
  }
}

async function objectOf(ctx: GqlContext["ctx"], view: GuestOrderView): Promise<GuestOrderObject> {
  const licenseIds = view.lines.map((l) => l.licenseId).filter((id): id is string => id !== null);
  const licenses = licenseIds.length ? await ctx.manager.getRepository(License).findBy({ id: In(licenseIds) }) : [];
  const now = ctx.clock.now();
  return Object.assign(new GuestOrderObject(), {
    id: view.orderId,
    number: view.number,
    email: view.email,
    status: view.status,
    createdAt: view.createdAt,
    expiresAt: view.expiresAt,
    totalCents: view.totalCents,
    discountCents: view.discountCents,
    lines: view.lines.map(OrderLineObject.from),
    licenses: licenses.map((l) => LicenseObject.from(l, now)),
    paymentUrl: view.paymentUrl,
    paymentStatus: view.paymentStatus,
    hasPassword: view.hasPassword,
    linkToken: view.linkToken,
  });
}

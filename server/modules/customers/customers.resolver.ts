import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { MeType } from "./customer.types";
import { updateProfile } from "./customers.service";

@Resolver()
export class CustomersResolver {
  @Query(() => MeType, { nullable: true, description: "The signed-in account, or null for a visitor." })
  me(@Ctx() { ctx }: GqlContext): MeType | null {
    return ctx.actor ? MeType.from(ctx.actor.customer) : null;
  }

  @Authorized()
  @Mutation(() => MeType)
  async updateProfile(@Ctx() { ctx }: GqlContext, @Arg("name", () => String) name: string): Promise<MeType> {
    return MeType.from(await updateProfile(ctx, name));
  }
}

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { MeType } from "./customer.types";
import { setLanguage, updateProfile } from "./customers.service";
import { deleteMyAccount } from "./privacy.service";

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

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Sets the signed-in account's profile language (en, ru or zh); any other value is refused with UNSUPPORTED_LANGUAGE.",
  })
  async setLanguage(@Ctx() { ctx }: GqlContext, @Arg("language", () => String) language: string): Promise<boolean> {
    await setLanguage(ctx, language);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes the signed-in account after the password is entered again; orders stay, anonymised, for the shop's books." })
  async deleteMyAccount(@Ctx() { ctx, services, res }: GqlContext, @Arg("password", () => String) password: string): Promise<boolean> {
    await deleteMyAccount(ctx, password);
    services.sessions.clear(res);
    return true;
  }
}

import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { adminRevokeApiToken, createApiToken, listApiTokens, listMyApiTokens, revokeApiToken } from "./api-token.service";
import { ApiTokenObject, ApiTokenScopeValue, CreatedApiTokenObject } from "./api-token.types";

/** Tokens are managed from a signed-in session only: a token can neither mint nor list tokens. */
@Resolver()
export class ApiTokenResolver {
  @Authorized("SESSION")
  @Query(() => [ApiTokenObject], { description: "Your API tokens, newest first (revoked ones included)." })
  async myApiTokens(@Ctx() { ctx }: GqlContext): Promise<ApiTokenObject[]> {
    return (await listMyApiTokens(ctx)).map(ApiTokenObject.from);
  }

  @Authorized("SESSION", "CUSTOMER")
  @Mutation(() => CreatedApiTokenObject, { description: "Creates a named API token. The returned `token` is shown only once." })
  async createApiToken(
    @Arg("name", () => String) name: string,
    @Arg("scopes", () => [ApiTokenScopeValue], { nullable: true, description: "Defaults to every scope." }) scopes: ApiTokenScopeValue[] | null,
    @Arg("expiresAt", () => Date, { nullable: true, description: "Refused from this instant on; null = never." }) expiresAt: Date | null,
    @Arg("dailySpendLimitCents", () => Int, { nullable: true, description: "The most it may spend in any 24 hours; null = no limit." })
    dailySpendLimitCents: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CreatedApiTokenObject> {
    const { apiToken, token } = await createApiToken(ctx, name, { scopes, expiresAt, dailySpendLimitCents });
    return Object.assign(new CreatedApiTokenObject(), { token, apiToken: ApiTokenObject.from(apiToken) });
  }

  @Authorized("SESSION")
  @Mutation(() => ApiTokenObject, { description: "Revokes one of your API tokens; requests with it are refused from now on." })
  async revokeApiToken(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ApiTokenObject> {
    return ApiTokenObject.from(await revokeApiToken(ctx, id));
  }

  @Authorized("ADMIN")
  @Query(() => [ApiTokenObject], { description: "Admin: every customer's API tokens, or one customer's." })
  async apiTokens(@Arg("customerId", () => ID, { nullable: true }) customerId: string | null, @Ctx() { ctx }: GqlContext): Promise<ApiTokenObject[]> {
    return (await listApiTokens(ctx, customerId)).map(ApiTokenObject.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => ApiTokenObject, { description: "Admin: revokes any customer's API token." })
  async adminRevokeApiToken(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ApiTokenObject> {
    return ApiTokenObject.from(await adminRevokeApiToken(ctx, id));
  }
}

import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { ApiToken } from "./api-token.entity";
import { parseScopes, type ApiTokenScope } from "./api-token-scopes";

/** The GraphQL enum's values map to the stored scope names. */
export enum ApiTokenScopeValue {
  READ = "read",
  PURCHASE = "purchase",
  TOP_UP = "top-up",
}
registerEnumType(ApiTokenScopeValue, {
  name: "ApiTokenScope",
  description: "What an API token may do.",
  valuesConfig: {
    READ: { description: "Queries about the owner: me, orders, licences, payments, webhook endpoints and deliveries (docs/api.md, the scope table)." },
    PURCHASE: { description: "purchase, purchaseAccounts and purchaseSoftwareLicense (spends the balance); with READ, managing webhook endpoints." },
    TOP_UP: { description: "Starting a payment: createTopUp, and purchase(payWith) when the balance is short." },
  },
});

/** An API token as lists show it: never the secret or its hash, only a short prefix. */
@ObjectType("ApiToken", { description: "A named API token for GraphQL consumers (Authorization: Bearer <token>)." })
export class ApiTokenObject {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: "The customer the token acts as." }) customerId: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: "The first characters of the token, to tell tokens apart." }) prefix: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "Updated at most once a minute." }) lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "Set once the token is revoked; a revoked token is refused at once." }) revokedAt: Date | null;
  @Field(() => [ApiTokenScopeValue], { description: "What the token may do; tokens made before scopes existed have all of them." })
  scopes: ApiTokenScopeValue[];
  @Field(() => Date, { nullable: true, description: "From this instant the token is refused; null = never." }) expiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: "The most the token may spend in any 24 hours, in cents; null = no limit." })
  dailySpendLimitCents: number | null;

  static from(t: ApiToken): ApiTokenObject {
    return Object.assign(new ApiTokenObject(), {
      id: t.id,
      customerId: t.customerId,
      name: t.name,
      prefix: t.prefix,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt,
      revokedAt: t.revokedAt,
      scopes: parseScopes(t.scopes).map(scopeValue),
      expiresAt: t.expiresAt,
      dailySpendLimitCents: t.dailySpendLimitCents,
    });
  }
}

@ObjectType("CreatedApiToken")
export class CreatedApiTokenObject {
  @Field(() => String, { description: "The secret token. It is shown only this once; store it safely." })
  token: string;

  @Field(() => ApiTokenObject)
  apiToken: ApiTokenObject;
}

const scopeValue = (scope: ApiTokenScope) => scope as ApiTokenScopeValue;

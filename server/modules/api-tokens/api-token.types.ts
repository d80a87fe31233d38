import { Field, ID, ObjectType } from "type-graphql";
import type { ApiToken } from "./api-token.entity";

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

  static from(t: ApiToken): ApiTokenObject {
    return Object.assign(new ApiTokenObject(), {
      id: t.id,
      customerId: t.customerId,
      name: t.name,
      prefix: t.prefix,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt,
      revokedAt: t.revokedAt,
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

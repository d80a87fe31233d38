import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { ChallengeScene } from "../../../common/proof-of-work";
import type { BlocklistEntry } from "./blocklist-entry.entity";

/** The GraphQL enum's values are the scenes' stored names. */
export enum ChallengeSceneValue {
  REGISTER = "register",
  GUEST_CHECKOUT = "guest_checkout",
  ORDER_LOOKUP = "order_lookup",
}
registerEnumType(ChallengeSceneValue, {
  name: "ChallengeScene",
  description: "The public action a proof-of-work challenge is for; a solution is accepted only by that action.",
});
export const sceneOf = (value: ChallengeSceneValue): ChallengeScene => value;

@ObjectType("ProofOfWorkChallenge", {
  description:
    "An ALTCHA-style challenge: find the whole number n from 0 to maxnumber with hex SHA-256(salt + n) = challenge, then send base64(JSON {algorithm, challenge, number, salt, signature}) as `challengeSolution`. Each challenge is accepted once, before it expires.",
})
export class ProofOfWorkChallengeType {
  @Field(() => String, { description: "Always SHA-256." }) algorithm: string;
  @Field(() => String, { description: "Hex SHA-256 of salt + the secret number." }) challenge: string;
  @Field(() => Int, { description: "The largest number to try; a client tries half of it on average." }) maxnumber: number;
  @Field(() => String, { description: "Random, with the expiry (Unix seconds) and the scene as parameters after `?`." }) salt: string;
  @Field(() => String, { description: "The shop's HMAC-SHA256 of the challenge; sent back unchanged." }) signature: string;
}

export enum BlocklistKindValue {
  EMAIL = "email",
  ADDRESS = "address",
}
registerEnumType(BlocklistKindValue, {
  name: "BlocklistKind",
  valuesConfig: {
    EMAIL: { description: "An e-mail address (ada@example.com) or a whole domain with its subdomains (@example.com)." },
    ADDRESS: { description: "A client IP address or a CIDR range (at least /8 for IPv4, /16 for IPv6)." },
  },
});

@ObjectType("BlocklistEntry", { description: "Admin: one blocked e-mail, e-mail domain, client address or range." })
export class BlocklistEntryType {
  @Field(() => Int) id: number;
  @Field(() => BlocklistKindValue) kind: BlocklistKindValue;
  @Field(() => String, { description: "Canonical: lower case; a range with its host bits cleared." }) value: string;
  @Field(() => String) note: string;
  @Field(() => Date) createdAt: Date;

  static from(e: BlocklistEntry): BlocklistEntryType {
    return Object.assign(new BlocklistEntryType(), { id: e.id, kind: e.kind as BlocklistKindValue, value: e.value, note: e.note, createdAt: e.createdAt });
  }
}

@InputType("BlocklistEntryInput")
export class BlocklistEntryInputType {
  @Field(() => BlocklistKindValue) kind: BlocklistKindValue;
  @Field(() => String) value: string;
  @Field(() => String, { nullable: true, description: "Why it is listed (at most 255 characters)." }) note?: string | null;
}

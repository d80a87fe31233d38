import { Field, ID, Int, ObjectType } from "type-graphql";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../common/languages";
import type { Customer } from "./customer.entity";

@ObjectType("Me", { description: "The signed-in account (never its password hash or two-factor secret)." })
export class MeType {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: "customer or admin." }) role: string;
  @Field(() => Int) balanceCents: number;
  @Field(() => Date) joinDate: Date;
  @Field(() => Boolean) emailConfirmed: boolean;
  @Field(() => Boolean) totpEnabled: boolean;
  @Field(() => String, { description: "The profile language: en, ru or zh. The shop's pages and e-mails to this account use it." }) language: string;

  static from(c: Customer): MeType {
    return Object.assign(new MeType(), {
      id: c.id,
      name: c.name,
      email: c.email,
      role: c.role,
      balanceCents: c.balanceCents,
      joinDate: c.joinDate,
      emailConfirmed: c.emailConfirmedAt !== null,
      totpEnabled: c.totpEnabledAt !== null,
      language: isLanguage(c.language) ? c.language : DEFAULT_LANGUAGE,
    });
  }
}

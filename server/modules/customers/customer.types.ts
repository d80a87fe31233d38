import { Field, ID, Int, ObjectType } from "type-graphql";
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
    });
  }
}

import { Field, InputType, ObjectType } from "type-graphql";

@InputType("RegisterInput")
export class RegisterInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) password: string;
  @Field(() => String) confirmPassword: string;
  @Field(() => Boolean) acceptTerms: boolean;
  @Field(() => Boolean) acceptPrivacy: boolean;
}

@ObjectType("RegisterPayload")
export class RegisterPayload {
  @Field(() => String, { description: "The address the confirmation link went to (normalized)." }) email: string;
}

@InputType("AdminSetupInput")
export class AdminSetupInput {
  @Field(() => String, { description: "The token of the setup link printed at start." }) token: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) password: string;
  @Field(() => String) confirmPassword: string;
}

import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { myEmailPreferences, updateMyEmailPreferences, type EmailPreferences } from "./notification-preferences";

@ObjectType("EmailPreferences", { description: "Which optional e-mails you get. Account-security e-mails are always sent." })
export class EmailPreferencesObject implements EmailPreferences {
  @Field(() => Boolean, { description: "A receipt after each purchase." }) orderReceipts: boolean;
  @Field(() => Boolean, { description: "A note when a top-up reaches your balance." }) balanceCredits: boolean;
  @Field(() => Boolean, { description: "Reminders 7 days before a licence expires, and when it has." }) licenseExpiry: boolean;
}

@InputType("EmailPreferencesInput", { description: "The choices to change; a missing field stays as it is." })
export class EmailPreferencesInput implements Partial<EmailPreferences> {
  @Field(() => Boolean, { nullable: true }) orderReceipts?: boolean;
  @Field(() => Boolean, { nullable: true }) balanceCredits?: boolean;
  @Field(() => Boolean, { nullable: true }) licenseExpiry?: boolean;
}

@Resolver()
export class NotificationPreferencesResolver {
  @Authorized()
  @Query(() => EmailPreferencesObject, { description: "Your e-mail choices (Settings → Notifications)." })
  async myEmailPreferences(@Ctx() { ctx }: GqlContext): Promise<EmailPreferencesObject> {
    return Object.assign(new EmailPreferencesObject(), await myEmailPreferences(ctx));
  }

  @Authorized("SESSION")
  @Mutation(() => EmailPreferencesObject, { description: "Switches optional e-mails on or off." })
  async updateEmailPreferences(
    @Arg("input", () => EmailPreferencesInput) input: EmailPreferencesInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<EmailPreferencesObject> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<EmailPreferences>;
    return Object.assign(new EmailPreferencesObject(), await updateMyEmailPreferences(ctx, changes));
  }
}

import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import type { AdminAlertSettings } from "./admin-alert-settings.entity";
import { myAdminAlertSettings, sendTelegramTestMessage, updateAdminAlertSettings } from "./admin-alerts.service";

@ObjectType("AdminAlertSettings", { description: "Which alerts this admin gets, and on which channels. The bot token is never returned." })
export class AdminAlertSettingsObject {
  @Field(() => [String], { description: "order.completed, payment.needs_review, stock.low, license_check.abuse." }) events: string[];
  @Field(() => Int, { nullable: true, description: "New-order alerts only from this total (cents); null means every order." }) minOrderCents: number | null;
  @Field(() => Boolean) byEmail: boolean;
  @Field(() => Boolean) byTelegram: boolean;
  @Field(() => String, { nullable: true }) telegramChatId: string | null;
  @Field(() => Boolean) hasTelegramBotToken: boolean;

  static from(s: AdminAlertSettings): AdminAlertSettingsObject {
    return Object.assign(new AdminAlertSettingsObject(), {
      events: s.events ? s.events.split(",") : [],
      minOrderCents: s.minOrderCents,
      byEmail: s.byEmail,
      byTelegram: s.byTelegram,
      telegramChatId: s.telegramChatId,
      hasTelegramBotToken: Boolean(s.telegramBotToken),
    });
  }
}

@InputType("AdminAlertSettingsInput")
export class AdminAlertSettingsInput {
  @Field(() => [String]) events: string[];
  @Field(() => Int, { nullable: true }) minOrderCents: number | null;
  @Field(() => Boolean) byEmail: boolean;
  @Field(() => Boolean) byTelegram: boolean;
  @Field(() => String, { nullable: true }) telegramChatId: string | null;
  @Field(() => String, { nullable: true, description: "Leave out to keep the stored token; an empty string removes it." }) telegramBotToken?: string | null;
}

@ObjectType("TelegramTestResult")
export class TelegramTestResultObject {
  @Field(() => Boolean) ok: boolean;
  @Field(() => String, { description: "Telegram's answer, or why it could not be reached." }) description: string;
}

@Resolver()
export class AdminAlertsResolver {
  @Authorized("ADMIN")
  @Query(() => AdminAlertSettingsObject, { description: "Admin: your alert choices." })
  async myAdminAlertSettings(@Ctx() { ctx }: GqlContext): Promise<AdminAlertSettingsObject> {
    return AdminAlertSettingsObject.from(await myAdminAlertSettings(ctx));
  }

  @Authorized("ADMIN")
  @Mutation(() => AdminAlertSettingsObject, { description: "Admin: chooses alert events and channels." })
  async updateAdminAlertSettings(
    @Arg("input", () => AdminAlertSettingsInput) input: AdminAlertSettingsInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminAlertSettingsObject> {
    return AdminAlertSettingsObject.from(await updateAdminAlertSettings(ctx, { ...input, telegramBotToken: input.telegramBotToken ?? undefined }));
  }

  @Authorized("ADMIN")
  @Mutation(() => TelegramTestResultObject, { description: "Admin: sends a test message with your bot and shows Telegram's answer." })
  async sendTelegramTestMessage(@Ctx() { ctx }: GqlContext): Promise<TelegramTestResultObject> {
    return Object.assign(new TelegramTestResultObject(), await sendTelegramTestMessage(ctx));
  }
}

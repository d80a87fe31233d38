import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listMySessions, revokeSession, signOutEverywhere } from "./customer-sessions.service";

@ObjectType("Session", { description: "A browser signed in to this account." })
export class SessionType {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "Browser and system, from the User-Agent it signed in with." }) device: string;
  @Field(() => Date, { description: "When it signed in." }) createdAt: Date;
  @Field(() => Date, { description: "Last activity, to the minute." }) lastSeenAt: Date;
  @Field(() => Boolean, { description: "True for the session making this request." }) current: boolean;
}

@Resolver()
export class SessionsResolver {
  @Authorized("SESSION")
  @Query(() => [SessionType], { description: "The signed-in account's active sessions, most recently seen first (at most 50)." })
  async mySessions(@Ctx() { ctx, services }: GqlContext): Promise<SessionType[]> {
    const { idleMinutes } = await services.sessions.readPolicy(ctx.db);
    return (await listMySessions(ctx, idleMinutes)).map((s) => Object.assign(new SessionType(), s));
  }

  @Authorized("SESSION")
  @Mutation(() => Boolean, { description: "Signs one of the account's sessions out; revoking this one signs this browser out. Message: 'Session not found.'" })
  async revokeSession(@Ctx() { ctx, services, res }: GqlContext, @Arg("id", () => ID) id: string): Promise<boolean> {
    await revokeSession(ctx, id);
    if (id === ctx.actor?.sessionId) services.sessions.clear(res);
    return true;
  }

  @Authorized("SESSION")
  @Mutation(() => Boolean, { description: "Signs the account out on every device, this one included." })
  async signOutEverywhere(@Ctx() { ctx, services, res }: GqlContext): Promise<boolean> {
    await signOutEverywhere(ctx);
    services.sessions.clear(res);
    return true;
  }
}

import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listAuditLog } from "./audit.service";
import { AuditEntryType, AuditPageType } from "./audit.types";

@Resolver()
export class AuditResolver {
  @Authorized("ADMIN")
  @Query(() => AuditPageType, { description: "Admin: the audit log of every admin change, newest first." })
  async auditLog(
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AuditPageType> {
    const page = await listAuditLog(ctx, { limit, offset });
    return { items: page.items.map(AuditEntryType.from), total: page.total };
  }
}

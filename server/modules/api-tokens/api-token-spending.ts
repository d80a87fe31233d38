import type { RequestContext } from "../../context";
import { DomainError } from "../../errors";
import { ApiTokenSpend } from "./api-token-spend.entity";

const DAY_MS = 86_400_000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Records a purchase made through an API token, inside the purchase's transaction, and refuses it
 * (rolling the purchase back) when it would take the token past its limit for the last 24 hours.
 * The purchase already holds the buyer's row lock on MySQL/MariaDB (SQLite has one writer), so
 * two purchases of one token cannot both pass the check. Session callers are not counted.
 */
export async function chargeApiTokenSpend(tx: RequestContext, spend: { orderId: string; amountCents: number }): Promise<void> {
  const actor = tx.actor;
  if (actor?.via !== "api_token" || !actor.apiTokenId) return;
  const repo = tx.manager.getRepository(ApiTokenSpend);
  const now = tx.clock.now();
  const limit = actor.apiTokenDailySpendLimitCents ?? null;
  if (limit !== null) {
    const row = await repo
      .createQueryBuilder("s")
      .select("COALESCE(SUM(s.amount_cents), 0)", "spent")
      .where("s.api_token_id = :id AND s.created_at > :since", { id: actor.apiTokenId, since: new Date(now.getTime() - DAY_MS) })
      .getRawOne<{ spent: string | number }>();
    const spent = Number(row?.spent ?? 0);
    if (spent + spend.amountCents > limit) {
      throw new DomainError(
        "SPENDING_LIMIT_REACHED",
        `This API token may spend at most ${dollars(limit)} in 24 hours; it has spent ${dollars(spent)} and this purchase costs ${dollars(spend.amountCents)}.`,
        403,
      );
    }
  }
  await repo.insert({ apiTokenId: actor.apiTokenId, orderId: spend.orderId, amountCents: spend.amountCents, createdAt: now });
}

import type { App } from "../../server/app";
import { backgroundWorkName } from "../../server/background-work";

/** Statements that are not data access: transaction control and the per-request rate-limit counter. */
const BOOKKEEPING = /^\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION|SAVEPOINT|RELEASE)|rate_limit_hits/i;

/**
 * Counts the SQL statements the server runs for requests (a TypeORM subscriber's beforeQuery
 * hook), so a test can prove how many queries one request costs. Statements of background work
 * that happens to run meanwhile (the notification dispatcher's poll, scheduled jobs) are left out,
 * unless `background` asks for them (a test of what the dispatcher itself runs).
 */
export function countQueries(app: Pick<App, "db">, opts: { background?: boolean } = {}) {
  const queries: string[] = [];
  const subscriber = { beforeQuery: (event: { query: string }) => void ((opts.background || backgroundWorkName() === undefined) && queries.push(event.query)) };
  const subscribers = app.db.dataSource.subscribers as unknown as object[];
  subscribers.push(subscriber);
  return {
    reset: () => void (queries.length = 0),
    /** Every statement, bookkeeping included. */
    get all(): string[] {
      return [...queries];
    },
    /** Statements that read or write the request's data (session lookup included). */
    get dataQueries(): string[] {
      return queries.filter((q) => !BOOKKEEPING.test(q));
    },
    stop: () => void subscribers.splice(subscribers.indexOf(subscriber), 1),
  };
}

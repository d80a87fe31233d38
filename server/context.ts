import type { EntityManager } from "typeorm";
import { DEFAULT_LANGUAGE, type Language } from "../common/languages";
import type { BackgroundWork } from "./background-work";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/transaction";
import type { EventBus } from "./events";
import type { Customer } from "./modules/customers/customer.entity";

export interface Actor {
  customer: Customer;
  /** How the caller proved who they are; API tokens cannot reach admin or account-security operations. */
  via: "session" | "api_token";
  apiTokenId?: string;
  /** The token's scopes (see api-token-scopes.ts); set only when via is api_token. */
  apiTokenScopes?: readonly string[];
  /** The token's limit for any 24 hours in cents; null or unset = none. */
  apiTokenDailySpendLimitCents?: number | null;
  /** The customer_sessions row of a cookie session (what logout and the session list act on). */
  sessionId?: string;
}

export interface RequestMeta {
  ip: string;
  requestId: string;
  userAgent?: string;
  /**
   * The request's language (server/http/request-language.ts): the lang cookie, else the
   * signed-in person's profile language, else Accept-Language, else English.
   */
  language?: Language;
}

/** What belongs to one running app, built once by createInstance (server/services.ts). */
export interface AppInstance {
  readonly db: Database;
  readonly config: Config;
  readonly events: EventBus;
  readonly clock: Clock;
  /** What runs beside the requests (jobs, dispatcher, checks, e-mail sends): the app's close stops it and waits for it. */
  readonly background: BackgroundWork;
}

/**
 * What every service call receives first: who is acting, and the entity manager of the
 * transaction in progress (or the default one). `transaction()` reuses an outer transaction.
 */
export class RequestContext {
  private afterCommitHooks: Array<() => unknown> | undefined;

  constructor(
    readonly instance: AppInstance,
    readonly actor: Actor | null,
    readonly meta: RequestMeta,
    private readonly em?: EntityManager,
  ) {}

  static system(instance: AppInstance): RequestContext {
    return new RequestContext(instance, null, { ip: "127.0.0.1", requestId: "system" });
  }

  get db(): Database {
    return this.instance.db;
  }

  get config(): Config {
    return this.instance.config;
  }

  get events(): EventBus {
    return this.instance.events;
  }

  get clock(): Clock {
    return this.instance.clock;
  }

  /** The language the caller reads: public content is answered in it, a new account keeps it as its profile language. */
  get language(): Language {
    return this.meta.language ?? DEFAULT_LANGUAGE;
  }

  get manager(): EntityManager {
    return this.em ?? this.db.manager;
  }

  get inTransaction(): boolean {
    return this.em !== undefined;
  }

  withActor(actor: Actor | null): RequestContext {
    return new RequestContext(this.instance, actor, this.meta, this.em);
  }

  async transaction<T>(work: (tx: RequestContext) => Promise<T>): Promise<T> {
    if (this.em) return work(this);
    const hooks: Array<() => unknown> = [];
    const result = await this.db.transaction((em) => {
      hooks.length = 0; // a retried attempt starts with no hooks of its own
      const tx = new RequestContext(this.instance, this.actor, this.meta, em);
      tx.afterCommitHooks = hooks;
      return work(tx);
    });
    for (const hook of hooks) {
      try {
        await hook();
      } catch (err) {
        console.error("after-commit hook failed", err);
      }
    }
    return result;
  }

  /** Side effects outside the database (e-mail, metrics) run only once the transaction has committed. */
  afterCommit(hook: () => unknown): void {
    if (this.afterCommitHooks) this.afterCommitHooks.push(hook);
    else void Promise.resolve().then(hook);
  }
}

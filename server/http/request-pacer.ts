import type { NextFunction, Request, Response } from "express";

/** Requests waiting beyond this many are answered 503 at once rather than queued. */
export const MAX_WAITING_REQUESTS = 2000;

/**
 * Paces GraphQL reads: at most `perTurn` of them start in one turn of the event loop; the
 * others wait, in arrival order, for the following turns.
 *
 * Why: on SQLite a catalogue read is synchronous work from its first statement to its answer, so
 * it runs to its end inside the callback that received it. Fifty readers whose requests arrived
 * together were fifty such runs in one poll phase, and /healthz, the licence check and every
 * buyer waited behind all of them (security finding 11: a 138 ms median stall). Paced, a turn
 * runs a few of them and then reads the sockets again, so a probe waits for a few reads, never for
 * the whole burst.
 *
 * Who is paced: every visitor (before the body is even read), and a signed-in customer's or API
 * token's queries, since one free account could otherwise replay the same burst. Mutations of
 * signed-in callers are not: a purchase is bounded by the buyer's own limits, and SQLite's group
 * commit wants the purchases of one turn together. Admins are not paced.
 */
export class RequestPacer {
  private startedThisTurn = 0;
  private turnEndScheduled = false;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly perTurn: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  /** Visitors: paced before their body is read. */
  visitors() {
    return (req: Request, res: Response, next: NextFunction): void => (req.ctx?.actor ? next() : this.pace(req, res, next));
  }

  /** Signed-in callers' queries, once the body says what the request is; admins go straight on. */
  memberReads() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const actor = req.ctx?.actor;
      if (!actor || actor.customer.role === "admin") return next();
      const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
      if (isMutationDocument(body?.query, body?.operationName)) return next();
      this.pace(req, res, next);
    };
  }

  private pace(req: Request, res: Response, next: NextFunction): void {
    if (this.waiting.length === 0 && this.startedThisTurn < this.perTurn) {
      this.counted();
      return next();
    }
    if (this.waiting.length >= MAX_WAITING_REQUESTS) {
      res.setHeader("Retry-After", "1");
      res.status(503).json({ errors: [{ message: "The shop is busy; try again in a moment.", extensions: { code: "SERVER_BUSY" } }] });
      return;
    }
    // The connection, not the request: a request whose body was read is already "destroyed".
    const start = () => {
      res.off("close", forget);
      // A caller who left while waiting takes no turn.
      if (req.socket.destroyed) return;
      this.counted();
      next();
    };
    const forget = () => {
      const i = this.waiting.indexOf(start);
      if (i >= 0) this.waiting.splice(i, 1);
    };
    res.once("close", forget);
    this.waiting.push(start);
    this.scheduleTurnEnd();
  }

  private counted(): void {
    this.startedThisTurn++;
    this.scheduleTurnEnd();
  }

  /**
   * At the end of this loop turn (its check phase) the next few waiting requests start and the
   * count starts again from them, so a poll phase and the check phase before it let in `perTurn`
   * together.
   */
  private scheduleTurnEnd(): void {
    if (this.turnEndScheduled) return;
    this.turnEndScheduled = true;
    setImmediate(() => {
      this.turnEndScheduled = false;
      this.startedThisTurn = 0;
      while (this.startedThisTurn < this.perTurn) {
        const start = this.waiting.shift();
        if (!start) break;
        start();
      }
    });
  }
}

/**
 * Whether a GraphQL document's operation (the one operationName names, else the first) is a
 * mutation, read from its text without parsing it: a wrong guess only changes whether the request
 * waits its turn, and a read sent as a mutation fails validation.
 */
export function isMutationDocument(query: unknown, operationName: unknown): boolean {
  // Every signed-in read passes here: most documents never name a mutation, and need no regular expression.
  if (typeof query !== "string" || !query.includes("mutation")) return false;
  if (typeof operationName === "string" && /^[_A-Za-z][_0-9A-Za-z]{0,127}$/.test(operationName)) {
    return new RegExp(`(?:^|[\\s}])mutation\\s+${operationName}(?![_0-9A-Za-z])`).test(query);
  }
  const first = /^(?:[\s,]|#[^\n]*(?:\n|$))*([_A-Za-z]+)/.exec(query.slice(0, 2000));
  return first?.[1] === "mutation";
}

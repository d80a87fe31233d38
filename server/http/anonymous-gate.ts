import type { NextFunction, Request, Response } from "express";

/** Waiting visitors beyond this many are answered 503 at once rather than queued. */
export const MAX_WAITING_ANONYMOUS = 2000;

/**
 * Paces anonymous GraphQL requests: at most `perTurn` of them start in one turn of the event
 * loop; the others wait, in arrival order, for the following turns.
 *
 * Why: on SQLite a catalogue read is synchronous work from its first statement to its answer, so
 * it runs to its end inside the callback that received it. Fifty readers whose requests arrived
 * together were fifty such runs in one poll phase, and /healthz, the licence check and every
 * signed-in buyer waited behind all of them (security finding 11: a 138 ms median stall). Paced,
 * a turn runs a few of them and then reads the sockets again, so a probe waits for a few reads,
 * never for the whole burst. Signed-in callers and API tokens are not paced: their own rate
 * limits bound them, and a buyer should not queue behind visitors.
 */
export class AnonymousGate {
  private startedThisTurn = 0;
  private turnEndScheduled = false;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly perTurn: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.ctx?.actor) return next();
      if (this.waiting.length === 0 && this.startedThisTurn < this.perTurn) {
        this.counted();
        return next();
      }
      if (this.waiting.length >= MAX_WAITING_ANONYMOUS) {
        res.setHeader("Retry-After", "1");
        res.status(503).json({ errors: [{ message: "The shop is busy; try again in a moment.", extensions: { code: "SERVER_BUSY" } }] });
        return;
      }
      const start = () => {
        req.off("close", forget);
        // A visitor who left while waiting takes no turn.
        if (req.destroyed) return;
        this.counted();
        next();
      };
      const forget = () => {
        const i = this.waiting.indexOf(start);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      req.once("close", forget);
      this.waiting.push(start);
      this.scheduleTurnEnd();
    };
  }

  private counted(): void {
    this.startedThisTurn++;
    this.scheduleTurnEnd();
  }

  /** At the end of this loop turn (its check phase), the count starts again and the next few waiting visitors start. */
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

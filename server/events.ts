import type { RequestContext } from "./context";

/**
 * What happens in one domain that another reacts to. The publisher names the event; the
 * reacting domain subscribes in its own folder (see createServices), so neither imports the other.
 */
export interface DomainEvents {
  /** A balance change has committed (published after the commit). */
  "balance.changed": { kind: string };
  /**
   * A customer is being deleted, inside the deleting transaction and before the customer's row
   * goes: each domain deletes or detaches what the customer owned, with `tx`.
   */
  "customer.deleting": { tx: RequestContext; customerId: string };
  /**
   * A payment was credited to its buyer's balance, inside the crediting transaction: a purchase
   * waiting for this payment is delivered with `tx`, so credit and purchase commit together.
   */
  "payment.credited": { tx: RequestContext; paymentId: string; customerId: string | null };
  /**
   * A pending payment failed or was cancelled at its provider, or an admin rejected it in review,
   * inside the transaction that records it: a purchase waiting for this payment is released with
   * `tx`, so its lines go back at once.
   */
  "payment.closed": { tx: RequestContext; paymentId: string; status: "failed" | "cancelled" | "rejected" };
  /**
   * A customer proved an e-mail address is theirs (confirmed it), inside that transaction: the
   * guest orders placed with it join the account with `tx`.
   */
  "customer.email_confirmed": { tx: RequestContext; customerId: string; email: string };
  /** A notification entered the outbox (published after the commit), so the dispatcher starts at once. */
  "notification.recorded": Record<string, never>;
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => unknown;

/** One per app instance, built in createServices and carried by every RequestContext. */
export class EventBus {
  private readonly handlers = new Map<keyof DomainEvents, Array<Handler<never>>>();

  /** Subscribes; returns the unsubscribe. */
  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
    return () => {
      const at = list.indexOf(handler as Handler<never>);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /**
   * Runs the handlers one after another and waits for each: a handler inside a transaction
   * must finish (or fail it) before the publisher goes on.
   */
  async emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of [...(this.handlers.get(name) ?? [])]) await (handler as Handler<K>)(payload);
  }
}

import { BackgroundWork } from "./background-work";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { AppInstance } from "./context";
import type { Database } from "./db/transaction";
import { EventBus } from "./events";
import { GraphqlRateLimits } from "./graphql/limits/graphql-rate-limit";
import { subscribeApiTokens } from "./modules/api-tokens/api-tokens.events";
import { subscribeAuth } from "./modules/auth/auth.events";
import { KnownDevices } from "./modules/auth/known-devices";
import { Sessions } from "./modules/auth/session";
import { LicenseChecks } from "./modules/licenses/license-checks";
import { subscribeLicenses } from "./modules/licenses/licenses.events";
import { subscribeNotifications } from "./modules/notifications/notifications.events";
import { subscribeOrders } from "./modules/orders/orders.events";
import { subscribePayments } from "./modules/payments/payments.events";
import { webhookRateLimiter } from "./modules/payments/payment-webhook-limit";
import { subscribeStock } from "./modules/stock/stock.events";
import { subscribeTwoFactor } from "./modules/two-factor/two-factor.events";

/**
 * One running app's database, configuration, event bus, clock and background work, with every domain's
 * subscriptions in place. CLI tools build one too, so that a rule that reacts to an event
 * (a customer's deletion, a sale) holds wherever the event is published.
 */
export function createInstance(deps: { db: Database; config: Config; clock?: Clock }): AppInstance {
  const instance: AppInstance = {
    db: deps.db,
    config: deps.config,
    events: new EventBus(),
    clock: deps.clock ?? systemClock,
    background: new BackgroundWork(),
  };
  subscribeOrders(instance.events);
  subscribePayments(instance.events);
  subscribeNotifications(instance.events);
  subscribeLicenses(instance.events);
  subscribeApiTokens(instance.events);
  subscribeAuth(instance.events);
  subscribeTwoFactor(instance.events);
  subscribeStock(instance);
  return instance;
}

/**
 * The long-lived collaborators, built once at start and passed by name (no container).
 * Domain rules live in the modules' services; this only wires them.
 */
export function createServices(deps: { instance: AppInstance; jwtSecret: string }) {
  const { db, config, clock } = deps.instance;
  const sessions = new Sessions(deps.jwtSecret, config);
  const knownDevices = new KnownDevices(deps.jwtSecret, config);
  const licenseChecks = LicenseChecks.create(db, config, clock);
  const graphqlRateLimits = GraphqlRateLimits.create(db, config, clock);
  const paymentWebhookLimit = webhookRateLimiter(db, config, clock);
  return { sessions, knownDevices, licenseChecks, graphqlRateLimits, paymentWebhookLimit };
}

export type Services = ReturnType<typeof createServices>;

import { expect } from "chai";
import { calledServices, routeServiceCalls } from "../helpers/resolver-service-calls";

/**
 * ARCHITECTURE.md, "The rules": every service function a signed-in resolver calls checks the
 * actor's scope on its first line, with the decorator's own roles; the decorator stays the
 * outer wall. (test/unit/service-actor-checks.test.ts calls each one with the wrong actors.)
 */

/** Services a signed-in resolver calls that need no first-line check, each with its reason. */
const EXEMPT: Record<string, string> = {
  "server/modules/catalog/product-views#productViews":
    "builds the answer's view (stock count, category) of products a checked service returned; the storefront builds the same view for visitors",
};

describe("the first line of every service a signed-in resolver calls checks the actor", () => {
  const services = calledServices();
  const signedIn = services.filter((s) => !s.public && !(`${s.serviceFile}#${s.service}` in EXEMPT));

  it("finds the services the resolvers call", () => {
    expect(services.length).to.be.greaterThan(100);
    expect(signedIn.length).to.be.greaterThan(70);
  });

  it("each service is called with one set of roles (else it needs a service per audience)", () => {
    expect(signedIn.filter((s) => s.roleLists.length > 1).map((s) => `${s.service}: ${s.callers.join(", ")}`)).to.deep.equal([]);
  });

  it("opens with requireAdmin(ctx) for ADMIN, else requireActor(ctx, …) with the decorator's roles", () => {
    const wrong = signedIn.flatMap((s) => {
      const roles = s.roleLists[0];
      const expected = roles.length === 1 && roles[0] === '"ADMIN"' ? "requireAdmin(ctx)" : `requireActor(${["ctx", ...roles].join(", ")})`;
      // `const me = requireAdmin(ctx);`, `const { customer } = requireActor(ctx);`, `requireActor(ctx).customer.id`
      const assigned = s.firstStatement.startsWith("const ") ? s.firstStatement.slice(s.firstStatement.indexOf(" = ") + 3) : s.firstStatement;
      const ok = assigned === `${expected};` || assigned.startsWith(`${expected}.`);
      return ok ? [] : [`${s.serviceFile}#${s.service} opens with \`${s.firstStatement.split("\n")[0]}\`, expected ${expected}`];
    });
    expect(wrong).to.deep.equal([]);
  });

  it("every exemption is still called from a signed-in resolver", () => {
    const called = new Set(services.filter((s) => !s.public).map((s) => `${s.serviceFile}#${s.service}`));
    expect(Object.keys(EXEMPT).filter((k) => !called.has(k))).to.deep.equal([]);
  });
});

/**
 * REST route files whose callers are not signed-in people, each with its reason: their services
 * check what the caller holds instead of an actor. By file, as a route file serves one kind of caller.
 */
const ANONYMOUS_ROUTES: Record<string, string> = {
  "server/modules/licenses/licenses.routes.ts": "the licence check: the shipped app is the caller, the licence key is what it holds",
  "server/modules/licenses/offline-file-app.routes.ts":
    "an app's own offline licence file: the shipped app is the caller, the licence key and its activated machine's fingerprint are what it holds",
  "server/modules/orders/guest-invoice.routes.ts":
    "a guest order's invoice: the order's e-mail link token or access token is what the guest holds (checked as the guest's order page checks it); the seller's logo is public",
  "server/modules/downloads/signed-downloads.routes.ts":
    "a licence's signed download link: the link's signature is what the caller holds; the licence it names is checked again when it is followed",
  "server/modules/notifications/unsubscribe.routes.ts": "the unsubscribe link of an e-mail: the signed token in the link is what the caller holds",
  "server/modules/payments/provider-notify.routes.ts": "payment providers' notifications: the caller is the provider, checked by its signature and source IP",
  "server/modules/payments/payments.routes.ts":
    "the payment webhook (the provider, checked by its signature and source IP) and the sandbox checkout page, a browser page whose service answers 401 with its own sign-in message to a caller without a session",
};

/** The walls themselves, which a route may call directly before its service. */
const WALLS = new Set(["server/modules/auth/require-admin#requireAdmin", "server/modules/auth/require-actor#requireActor"]);

describe("the first line of every service a signed-in REST route calls checks the actor", () => {
  const calls = routeServiceCalls().filter((c) => !WALLS.has(`${c.serviceFile}#${c.service}`));
  const signedIn = calls.filter((c) => !(c.routes in ANONYMOUS_ROUTES));

  it("finds the services the REST routes call (invoice, data export, CSV, images, archive upload)", () => {
    expect(signedIn.map((c) => c.service)).to.include.members(["getInvoice", "exportMyData", "eachFilteredOrder", "saveProductImage", "storeArchive"]);
  });

  it("opens with requireAdmin(ctx) or requireActor(ctx, …)", () => {
    const wrong = signedIn.flatMap((c) => {
      const assigned = c.firstStatement.startsWith("const ") ? c.firstStatement.slice(c.firstStatement.indexOf(" = ") + 3) : c.firstStatement;
      const ok = /^require(Admin\(ctx\)|Actor\(ctx(, [^;]+)?\))(;|\.)/.test(assigned);
      return ok ? [] : [`${c.serviceFile}#${c.service} (from ${c.routes}) opens with \`${c.firstStatement.split("\n")[0]}\``];
    });
    expect(wrong).to.deep.equal([]);
  });

  it("every anonymous route file still exists and calls a service", () => {
    const called = new Set(calls.map((c) => c.routes));
    expect(Object.keys(ANONYMOUS_ROUTES).filter((f) => !called.has(f))).to.deep.equal([]);
  });
});

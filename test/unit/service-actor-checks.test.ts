import path from "node:path";
import { expect } from "chai";
import { RequestContext, type Actor, type AppInstance } from "../../server/context";
import { DomainError } from "../../server/errors";
import { ALL_API_TOKEN_SCOPES } from "../../server/modules/api-tokens/api-token-scopes";
import { listCustomers } from "../../server/modules/customers/customers.service";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { calledServices, roleOf, routeServiceCalls, type CalledService } from "../helpers/resolver-service-calls";

/**
 * The wall behind the GraphQL decorator: every service a signed-in resolver calls, called
 * directly (no decorator, no server, no database) with each kind of wrong caller, refuses at
 * its first line — before it reads its arguments or the database — and lets the right caller
 * past that line. The rule's written form is checked in test/checks/service-actor-checks.test.ts.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** Nothing behind it: a service that got past its first line fails on the first use of the database. */
const noInstance = {} as AppInstance;
const person = (role: "admin" | "customer") =>
  ({ id: `00000000-0000-4000-8000-00000000000${role === "admin" ? 1 : 2}`, role, totpEnabledAt: null }) as unknown as Customer;
const as = (actor: Actor | null) => new RequestContext(noInstance, actor, { ip: "127.0.0.1", requestId: "unit" });
const token = (role: "admin" | "customer", scopes: readonly string[]): Actor => ({
  customer: person(role),
  via: "api_token",
  apiTokenId: "t",
  apiTokenScopes: scopes,
});
const session = (role: "admin" | "customer"): Actor => ({ customer: person(role), via: "session" });

/** Every kind of caller the roles (as ActorRole words) refuse, and one they let through. */
function callersFor(roles: string[]): { wrong: Array<[string, Actor | null, string]>; right: Actor } {
  const wrong: Array<[string, Actor | null, string]> = [["a visitor", null, "UNAUTHENTICATED"]];
  const admin = roles.includes("ADMIN");
  if (admin) wrong.push(["a customer", session("customer"), "FORBIDDEN"], ["an admin's API token", token("admin", ALL_API_TOKEN_SCOPES), "FORBIDDEN"]);
  if (roles.includes("SESSION")) wrong.push(["an API token with every scope", token("customer", ALL_API_TOKEN_SCOPES), "FORBIDDEN"]);
  if (roles.includes("CUSTOMER")) wrong.push(["an admin", session("admin"), "FORBIDDEN"]);
  const scope = roles.find((r) => r.startsWith("scope:"))?.slice("scope:".length) ?? "read";
  if (!admin && !roles.includes("SESSION")) {
    wrong.push([
      `an API token without the ${scope} scope`,
      token(
        "customer",
        ALL_API_TOKEN_SCOPES.filter((s) => s !== scope),
      ),
      "FORBIDDEN",
    ]);
  }
  return { wrong, right: session(admin ? "admin" : "customer") };
}

/** The DomainError code a call ends with, "" for anything else (it got past the check and failed later). */
async function outcome(call: () => unknown): Promise<string> {
  try {
    const result = call();
    // An async generator (the orders CSV's batches) runs its body at the first next().
    if (result && typeof (result as AsyncGenerator).next === "function") await (result as AsyncGenerator).next();
    else await result;
    return "";
  } catch (err) {
    // By name: mocha may load this file and the services it imports dynamically as two module instances.
    return err instanceof Error && err.constructor.name === DomainError.name ? (err as DomainError).code : "";
  }
}

async function serviceFunction(s: Pick<CalledService, "serviceFile" | "service">): Promise<(ctx: RequestContext) => unknown> {
  const mod = (await import(path.join(root, `${s.serviceFile}.ts`))) as Record<string, unknown>;
  expect(mod[s.service], `${s.serviceFile} exports ${s.service}`).to.be.a("function");
  return mod[s.service] as (ctx: RequestContext) => unknown;
}

describe("services refuse the wrong actor on their first line, without the decorator", () => {
  const services = calledServices().filter((s) => !s.public && s.service !== "productViews");

  it("a customer calling an admin service (listCustomers) is refused with 403, a visitor with 401", async () => {
    expect(await outcome(() => listCustomers(as(session("customer")), { limit: 10, offset: 0 }))).to.equal("FORBIDDEN");
    expect(await outcome(() => listCustomers(as(null), { limit: 10, offset: 0 }))).to.equal("UNAUTHENTICATED");
    expect(await outcome(() => listCustomers(as(token("admin", ALL_API_TOKEN_SCOPES)), { limit: 10, offset: 0 }))).to.equal("FORBIDDEN");
  });

  it("every service a signed-in resolver calls refuses every wrong caller", async () => {
    expect(services.length).to.be.greaterThan(70);
    const let_through: string[] = [];
    for (const s of services) {
      const fn = await serviceFunction(s);
      for (const [who, actor, code] of callersFor(s.roleLists[0].map(roleOf)).wrong) {
        const got = await outcome(() => fn(as(actor)));
        if (got !== code) let_through.push(`${s.service} as ${who}: ${got || "not refused"} (expected ${code})`);
      }
    }
    expect(let_through).to.deep.equal([]);
  });

  it("and lets the right caller past its first line (it fails later, on the missing database)", async () => {
    const refused: string[] = [];
    for (const s of services) {
      const fn = await serviceFunction(s);
      const got = await outcome(() => fn(as(callersFor(s.roleLists[0].map(roleOf)).right)));
      if (got === "FORBIDDEN" || got === "UNAUTHENTICATED") refused.push(`${s.service}: ${got}`);
    }
    expect(refused).to.deep.equal([]);
  });
});

/** The roles a REST service's first line asks for: `requireAdmin(ctx)` → ADMIN, `requireActor(ctx, "SESSION")` → SESSION. */
function firstLineRoles(firstStatement: string): string[] {
  if (/\brequireAdmin\(ctx\)/.test(firstStatement)) return ["ADMIN"];
  const args = /\brequireActor\(ctx((?:, [^)]+\)?)*)\)/.exec(firstStatement)?.[1] ?? "";
  return args.split(", ").filter(Boolean).map(roleOf);
}

describe("services of the signed-in REST routes refuse the wrong actor on their first line", () => {
  // The services that open with a wall; test/checks/service-actor-checks.test.ts says which must.
  const services = routeServiceCalls().filter(
    (c) => !c.serviceFile.startsWith("server/modules/auth/require-") && /^(const .* = )?require(Admin|Actor)\(ctx/.test(c.firstStatement),
  );

  it("covers the invoice and the data export", () => {
    expect(services.map((s) => s.service)).to.include.members(["getInvoice", "exportMyData"]);
  });

  it("each refuses every wrong caller and lets the right one past its first line", async () => {
    const wrongOutcomes: string[] = [];
    for (const s of services) {
      const fn = await serviceFunction(s);
      const { wrong, right } = callersFor(firstLineRoles(s.firstStatement));
      for (const [who, actor, code] of wrong) {
        const got = await outcome(() => fn(as(actor)));
        if (got !== code) wrongOutcomes.push(`${s.service} as ${who}: ${got || "not refused"} (expected ${code})`);
      }
      const got = await outcome(() => fn(as(right)));
      if (got === "FORBIDDEN" || got === "UNAUTHENTICATED") wrongOutcomes.push(`${s.service} refused its right caller: ${got}`);
    }
    expect(wrongOutcomes).to.deep.equal([]);
  });
});

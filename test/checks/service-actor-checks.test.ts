import { expect } from "chai";
import { calledServices } from "../helpers/resolver-service-calls";

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

import { expect } from "chai";
import { MAX_COUNT, MAX_MONEY_CENTS } from "../../common/limits";
import { Coupon } from "../../server/modules/coupons/coupon.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const CREATE = `mutation($input: CouponInput!) { createCoupon(input: $input) { id code amount minOrderCents maxRedemptions maxPerCustomer } }`;
const UPDATE = `mutation($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { id } }`;

/** The first error's message and the input field it names, for the coupon form to show it under that field. */
async function refusal(client: HttpClient, query: string, variables: Record<string, unknown>) {
  const r = await client.gql(query, variables);
  const first = r.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  return { message: first.message, code: first.extensions?.code, field: (first.extensions?.params as { field?: string } | undefined)?.field };
}

describe("coupon limits: amounts up to $10,000,000.00, use caps up to 1,000,000", () => {
  let server: TestServer;
  let admin: HttpClient;
  const fixed = (code: string, extra: Record<string, unknown> = {}) => ({ input: { code, kind: "FIXED", amount: 500, ...extra } });

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  it("accepts every limit itself", async () => {
    const coupon = (
      await admin.ok(
        CREATE,
        fixed("ATLIMIT", { amount: MAX_MONEY_CENTS, minOrderCents: MAX_MONEY_CENTS, maxRedemptions: MAX_COUNT, maxPerCustomer: MAX_COUNT }),
      )
    ).createCoupon;
    expect(coupon).to.include({
      code: "ATLIMIT",
      amount: MAX_MONEY_CENTS,
      minOrderCents: MAX_MONEY_CENTS,
      maxRedemptions: MAX_COUNT,
      maxPerCustomer: MAX_COUNT,
    });
  });

  it("refuses a fixed discount and a minimum order one cent above $10,000,000.00, naming the field, and saves nothing", async () => {
    expect(await refusal(admin, CREATE, fixed("TOOMUCH", { amount: MAX_MONEY_CENTS + 1 }))).to.deep.equal({
      message: "A fixed discount must be at most $10,000,000.00.",
      code: "BAD_USER_INPUT",
      field: "amount",
    });
    expect(await refusal(admin, CREATE, fixed("TOOMUCH", { minOrderCents: MAX_MONEY_CENTS + 1 }))).to.deep.equal({
      message: "The minimum order must be at most $10,000,000.00.",
      code: "BAD_USER_INPUT",
      field: "minOrderCents",
    });
    expect(await server.app.db.manager.getRepository(Coupon).existsBy({ code: "TOOMUCH" })).to.equal(false);
  });

  it("refuses a use cap above 1,000,000, on create and on update, naming the cap", async () => {
    for (const cap of ["maxRedemptions", "maxPerCustomer"]) {
      expect(await refusal(admin, CREATE, fixed("MANYUSES", { [cap]: MAX_COUNT + 1 }))).to.deep.equal({
        message: "A use cap must be at most 1,000,000.",
        code: "BAD_USER_INPUT",
        field: cap,
      });
    }
    const { id } = (await admin.ok(CREATE, fixed("CAPPED", { maxRedemptions: 10 }))).createCoupon;
    expect(await refusal(admin, UPDATE, { id, ...fixed("CAPPED", { maxRedemptions: MAX_COUNT + 1 }) })).to.include({ field: "maxRedemptions" });
    expect((await server.app.db.manager.getRepository(Coupon).findOneByOrFail({ id })).maxRedemptions).to.equal(10);
  });
});

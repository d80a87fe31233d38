import { expect } from "chai";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { mailsTo } from "../api/auth-links";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;

const form = (email: string) => ({ name: "Ann Lee", email, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true });

describe("registration does not reveal which addresses have accounts", () => {
  let server: TestServer;
  before(async () => {
    // The hard per-e-mail limit is what is tested here, not the proof-of-work challenge that asks for work before it.
    server = await startTestServer({ CHALLENGE_AFTER_PER_ADDRESS: "1000", CHALLENGE_AFTER_PER_EMAIL: "1000" });
  });
  after(() => server?.close());

  it("answers a taken address exactly like a new one, and tells the owner instead", async () => {
    const owner = await createCustomer(server.app, { email: "taken@example.com", name: "Owner Person" });
    const taken = await server.client().gql(REGISTER, { input: form("  TAKEN@Example.com  ") });
    const fresh = await server.client().gql(REGISTER, { input: form("new-one@example.com") });
    expect(taken.status).to.equal(fresh.status);
    expect(taken.errors).to.equal(undefined);
    expect(taken.data).to.deep.equal({ register: { email: "taken@example.com" } });
    expect(fresh.data).to.deep.equal({ register: { email: "new-one@example.com" } });

    const customers = server.app.db.manager.getRepository(Customer);
    expect(await customers.countBy({ email: "taken@example.com" })).to.equal(1);
    expect((await customers.findOneByOrFail({ email: "taken@example.com" })).passwordHash).to.equal(owner.passwordHash);

    const [notice] = await mailsTo(server, "taken@example.com");
    expect(notice.subject).to.equal("Someone tried to register at BIA with your address");
    expect(notice.bodyText).to.include("Hello Owner Person,");
    expect(notice.bodyText).to.include(`${server.app.config.publicBaseUrl}/auth/forgot-password`);
    expect(notice.bodyText).to.not.include("confirm-email");
    const [welcome] = await mailsTo(server, "new-one@example.com");
    expect(welcome.bodyText).to.include("/auth/confirm-email?token=");
  });

  it("limits how often one address can be registered, so its owner cannot be flooded with notices", async () => {
    await createCustomer(server.app, { email: "flooded@example.com" });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await server.client().gql(REGISTER, { input: form("flooded@example.com") })).status);
    expect(answers.slice(0, 5)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(answers[5]).to.equal(429);
    expect(await mailsTo(server, "flooded@example.com")).to.have.length(5);
  });
});

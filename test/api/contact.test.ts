import { expect } from "chai";
import { ContactMessage } from "../../server/modules/contact/contact-message.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SUBMIT = `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) }`;
const valid = { name: "Ada Lovelace", email: "ada@example.test", subject: "Bulk order", message: "Can I buy 5,000 at once?" };

describe("contact form", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server?.close());

  const messages = () => server.app.db.manager.getRepository(ContactMessage).find({ order: { id: "ASC" } });

  it("stores a visitor's message for the admins", async () => {
    const data = await server.client().ok(SUBMIT, { input: { ...valid, name: "  Ada Lovelace " } });
    expect(data.submitContactMessage).to.equal(true);
    const [stored] = await messages();
    expect(stored).to.include({ ...valid, customerId: null, readAt: null });
  });

  it("links the message to the signed-in customer", async () => {
    const customer = await createCustomer(server.app);
    await signIn(server.app, server.client(), customer).ok(SUBMIT, { input: valid });
    expect((await messages())[0].customerId).to.equal(customer.id);
  });

  it("requires all four fields and a well-formed e-mail address, with a clear message for each", async () => {
    const cases: Array<[Partial<typeof valid>, string]> = [
      [{ name: " " }, "Please enter your full name."],
      [{ email: "" }, "Please enter your email address."],
      [{ email: "ada@nowhere" }, "Please enter a valid email address."],
      [{ subject: "" }, "Please enter a subject."],
      [{ message: "   " }, "Please enter a message."],
    ];
    for (const [change, message] of cases) {
      const err = await server.client().fails(SUBMIT, { input: { ...valid, ...change } });
      expect(err).to.include({ message, code: "BAD_USER_INPUT" });
    }
    expect(await messages()).to.have.length(0);
  });

  it("limits each address to 5 messages an hour", async () => {
    const client = server.client();
    for (let i = 0; i < 5; i++) await client.ok(SUBMIT, { input: valid });
    const err = await client.fails(SUBMIT, { input: valid });
    expect(err.code).to.equal("RATE_LIMITED");
    expect(err.status).to.equal(429);
    expect(await messages()).to.have.length(5);
  });
});

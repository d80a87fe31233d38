import { expect } from "chai";
import { Customer } from "../../server/modules/customers/customer.entity";
import { setLogLevel } from "../../server/log";
import { printConsoleNotice } from "../../server/modules/mail/console-notice";
import type { Config } from "../../server/config";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { mailsTo } from "../api/auth-links";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const MESSAGE = "Name cannot contain line breaks or other control characters.";
const HOSTILE_NAMES = [
  "Ann\nVisit https://evil.example to verify",
  "Ann\u001b[2J\u001b[31mRED",
  "Ann\r\nBcc: x@evil.example",
  "Ann\u202eevil",
  "Ann\u0000Lee",
  "Ann\u2028Lee",
];

describe("names refuse control characters, and mail and the console print them harmlessly", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("refuses them at registration, in the profile and in the admin's customer form, with a clear message", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const victim = await createCustomer(server.app);
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const input = { name, email: `hostile${i}@example.com`, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true };
      expect((await server.client().fails(REGISTER, { input })).message, JSON.stringify(name)).to.equal(MESSAGE);
      expect((await customer.fails(`mutation($name: String!) { updateProfile(name: $name) { name } }`, { name })).message).to.equal(MESSAGE);
      const update = `mutation($id: ID!, $input: CustomerUpdateInput!) { updateCustomer(id: $id, input: $input) { name } }`;
      expect((await admin.fails(update, { id: victim.id, input: { name, email: victim.email, role: "customer" } })).message).to.equal(MESSAGE);
    }
    expect(await server.app.db.manager.getRepository(Customer).countBy({ email: "hostile0@example.com" })).to.equal(0);
    expect((await customer.ok(`mutation { updateProfile(name: "  Ann Lee\\t ") { name } }`)).updateProfile.name).to.equal("Ann Lee");
  });

  it("keeps a name stored by an older version on its own line in an e-mail", async () => {
    const legacy = await createCustomer(server.app, { email: "legacy@example.com" });
    await server.app.db.manager.getRepository(Customer).update(legacy.id, { name: "Ann\r\nVisit https://evil.example\u001b[2J" });
    await server.client().ok(`mutation { requestPasswordReset(email: "legacy@example.com") }`);
    const [mail] = await mailsTo(server, "legacy@example.com");
    const [greeting, blank] = mail.bodyText.split("\n");
    expect(greeting).to.equal("Hello Ann  Visit https://evil.example [2J,");
    expect(blank).to.equal("");
    expect(mail.bodyText).to.not.match(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it("shows escape codes in the operator's console as text instead of running them", () => {
    const printed: string[] = [];
    const original = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      setLogLevel("info");
      printConsoleNotice("E-mail kept in the outbox", ["Hello Ann\u001b[2J\u001b[31mRED,"]);
    } finally {
      console.log = original;
      setLogLevel((process.env.TEST_LOG_LEVEL ?? "error") as Config["logLevel"]);
    }
    expect(printed.join("\n")).to.not.include("\u001b");
    expect(printed.join("\n")).to.include("Hello Ann\\u001b[2J\\u001b[31mRED,");
  });
});

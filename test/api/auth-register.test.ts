import { expect } from "chai";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { useServerWithSmtp } from "../helpers/server-with-smtp";
import { ME_FIELDS, latestLinkToken, mailsTo, tokenFromLink } from "./auth-links";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const CONFIRM = `mutation($token: String!) { confirmEmail(token: $token) }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ${ME_FIELDS} } }`;
const RESEND = `mutation($email: String!) { resendConfirmation(email: $email) }`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Ann Lee",
  email: "ann@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
});

describe("registration and e-mail confirmation (real SMTP)", () => {
  const { server, smtp } = useServerWithSmtp();

  it("answers each invalid form with the spec's message, in the spec's order", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  " }, "Please fill all fields."],
      [{ email: "" }, "Please fill all fields."],
      [{ password: " ", confirmPassword: " " }, "Please fill all fields."],
      [{ confirmPassword: "" }, "Please fill all fields."],
      [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters long."],
      [{ confirmPassword: "secret2" }, "Passwords do not match."],
      [{ acceptTerms: false }, "You must accept the Terms of Service to continue."],
      [{ acceptPrivacy: false }, "You must accept the Privacy Policy to continue."],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
    ];
    const client = server().client();
    for (const [overrides, message] of cases) {
      const error = await client.fails(REGISTER, { input: form(overrides) });
      expect(error, JSON.stringify(overrides)).to.deep.equal({ message, code: "BAD_USER_INPUT", status: 400 });
    }
    expect(await server().app.db.manager.getRepository(Customer).count()).to.equal(0);
  });

  it("registers, e-mails a link that confirms once, then signs in, reads me and signs out", async () => {
    const visitor = server().client();
    const registered = await visitor.ok(REGISTER, { input: form({ email: "  Flow@Example.COM " }) });
    expect(registered.register).to.deep.equal({ email: "flow@example.com" });

    const mail = await smtp().waitFor((m) => m.to.includes("flow@example.com"));
    expect(mail.subject).to.equal("Confirm your email address for BIA");
    const token = tokenFromLink(server(), mail.text, "/auth/confirm-email");

    const early = await visitor.fails(LOGIN, { email: "flow@example.com", password: "secret1" });
    expect(early).to.include({ message: "Please confirm your email address.", code: "EMAIL_NOT_CONFIRMED" });

    expect((await visitor.ok(CONFIRM, { token })).confirmEmail).to.equal(true);
    const again = await visitor.fails(CONFIRM, { token });
    expect(again).to.include({ message: "Your email address is already confirmed. Please log in.", code: "ALREADY_CONFIRMED" });
    expect(await visitor.fails(CONFIRM, { token: "x".repeat(43) })).to.include({ message: "This link is invalid or has expired.", code: "INVALID_TOKEN" });

    const res = await visitor.request("POST", "/graphql", { query: LOGIN, variables: { email: " FLOW@example.com", password: "secret1" } });
    const body = await res.json();
    expect(body.errors).to.equal(undefined);
    expect(body.data.login).to.include({
      name: "Ann Lee",
      email: "flow@example.com",
      role: "customer",
      balanceCents: 0,
      emailConfirmed: true,
      totpEnabled: false,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie)
      .to.match(/HttpOnly/i)
      .and.to.match(/SameSite=Lax/i)
      .and.to.match(/Path=\//);

    const me = (await visitor.ok(`{ me { ${ME_FIELDS} } }`)).me;
    expect(me).to.include({ id: body.data.login.id, email: "flow@example.com", role: "customer" });
    expect(new Date(me.joinDate).getTime()).to.be.closeTo(Date.now(), 60_000);

    expect((await visitor.ok(`mutation { logout }`)).logout).to.equal(true);
    expect(visitor.cookie(SESSION_COOKIE)).to.equal(undefined);
    expect((await visitor.ok(`{ me { id } }`)).me).to.equal(null);
  });

  it("marks the e-mail sent in the outbox once the SMTP server accepted it", async () => {
    const admin = await createCustomer(server().app, { role: "admin" });
    const client = signIn(server().app, server().client(), admin);
    let status = "";
    for (let i = 0; i < 50 && status !== "sent"; i++) {
      const list = (await client.ok(`{ outboxEmails { toAddress status sentAt } }`)).outboxEmails;
      status = list.find((m: { toAddress: string }) => m.toAddress === "flow@example.com")?.status;
      if (status !== "sent") await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).to.equal("sent");
  });

  it("re-sends a fresh link to an unconfirmed account, after which only the newest link works", async () => {
    const visitor = server().client();
    await visitor.ok(REGISTER, { input: form({ email: "resend@example.com" }) });
    const first = await latestLinkToken(server(), "resend@example.com", "/auth/confirm-email");
    expect((await visitor.ok(RESEND, { email: " Resend@example.com" })).resendConfirmation).to.equal(true);
    const second = await latestLinkToken(server(), "resend@example.com", "/auth/confirm-email");
    expect(second).to.not.equal(first);
    expect((await visitor.fails(CONFIRM, { token: first })).code).to.equal("INVALID_TOKEN");
    expect((await visitor.ok(CONFIRM, { token: second })).confirmEmail).to.equal(true);
  });

  it("answers resendConfirmation with true for unknown and confirmed addresses without sending anything", async () => {
    const confirmed = await createCustomer(server().app, { email: "already@example.com" });
    const visitor = server().client();
    expect((await visitor.ok(RESEND, { email: "nobody@example.com" })).resendConfirmation).to.equal(true);
    expect((await visitor.ok(RESEND, { email: confirmed.email })).resendConfirmation).to.equal(true);
    expect(await mailsTo(server(), "nobody@example.com")).to.have.length(0);
    expect(await mailsTo(server(), confirmed.email)).to.have.length(0);
  });

  it("refuses a made-up confirmation token", async () => {
    const error = await server()
      .client()
      .fails(CONFIRM, { token: "A".repeat(43) });
    expect(error).to.deep.equal({ message: "This link is invalid or has expired.", code: "INVALID_TOKEN", status: 400 });
  });
});

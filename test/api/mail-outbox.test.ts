import net from "node:net";
import { expect } from "chai";
import type { Config } from "../../server/config";
import { RequestContext } from "../../server/context";
import { setLogLevel } from "../../server/log";
import { sendMail } from "../../server/modules/mail/mail.service";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { dispatchNow } from "../helpers/notification-settled";
import { useServerWithAdmin } from "../helpers/admin-server";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { tokenFromLink } from "./auth-links";
import { startSmtpServer } from "../helpers/smtp-server";
import { TestClock } from "../helpers/test-clock";
import { openSharedDatabase } from "../helpers/shared-database";

const OUTBOX = `query($limit: Int) { outboxEmails(limit: $limit) { id toAddress subject bodyText status createdAt sentAt } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;

const form = (email: string) => ({ name: "Mo", email, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true });

/**
 * Runs `work` while collecting what is written to stdout (and not showing it), until `done`
 * holds: the delivery that prints starts right after the commit, not before `work` returns.
 */
async function capturingStdout(work: () => Promise<unknown>, done: (printed: string) => boolean): Promise<string> {
  const original = process.stdout.write.bind(process.stdout);
  let printed = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  try {
    await work();
    for (let i = 0; i < 400 && !done(printed); i++) await new Promise((r) => setTimeout(r, 5));
  } finally {
    process.stdout.write = original;
  }
  return printed;
}

describe("e-mail outbox", () => {
  describe("without SMTP", () => {
    const { server, admin } = useServerWithAdmin();

    it("keeps the confirmation e-mail in the outbox and prints it with its link", async () => {
      setLogLevel("info");
      let printed: string;
      try {
        printed = await capturingStdout(
          () =>
            server()
              .client()
              .ok(REGISTER, { input: form("outbox@example.com") }),
          (out) => out.includes("To: outbox@example.com"),
        );
      } finally {
        setLogLevel((process.env.TEST_LOG_LEVEL ?? "error") as Config["logLevel"]);
      }
      const [mail] = (await admin().ok(OUTBOX)).outboxEmails;
      expect(mail).to.include({ toAddress: "outbox@example.com", subject: "Confirm your email address for BIA", status: "outbox", sentAt: null });
      const token = tokenFromLink(server(), mail.bodyText, "/auth/confirm-email");
      expect(printed).to.include("To: outbox@example.com").and.to.include(`/auth/confirm-email?token=${token}`);
      expect((await server().client().ok(`mutation($t: String!) { confirmEmail(token: $t) }`, { t: token })).confirmEmail).to.equal(true);
    });

    it("lists e-mails newest first, as many as asked for", async () => {
      const system = RequestContext.system(server().app);
      for (const n of [1, 2, 3]) await sendMail(system, { to: `list${n}@example.com`, subject: `Note ${n}`, text: "hello" });
      const two = (await admin().ok(OUTBOX, { limit: 2 })).outboxEmails;
      expect(two.map((m: { toAddress: string }) => m.toAddress)).to.deep.equal(["list3@example.com", "list2@example.com"]);
      const all = (await admin().ok(OUTBOX)).outboxEmails;
      expect(all).to.have.length(4);
      expect((await admin().ok(OUTBOX, { limit: null })).outboxEmails).to.deep.equal(all);
      expect(all[0].id).to.be.greaterThan(all[1].id);
    });

    it("refuses a limit outside 1 to 500", async () => {
      for (const limit of [0, 501]) {
        expect(await admin().fails(OUTBOX, { limit })).to.include({ message: "Limit must be between 1 and 500.", code: "BAD_USER_INPUT" });
      }
    });

    it("is listed for admins only", async () => {
      const customer = signIn(server().app, server().client(), await createCustomer(server().app));
      expect((await customer.fails(OUTBOX)).code).to.equal("FORBIDDEN");
      expect((await server().client().fails(OUTBOX)).code).to.equal("UNAUTHENTICATED");
    });
  });

  describe("with an SMTP server that cannot be reached", () => {
    let server: TestServer;
    before(async () => {
      const probe = net.createServer();
      await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
      const port = (probe.address() as net.AddressInfo).port;
      await new Promise((r) => probe.close(r));
      server = await startTestServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false" });
    });
    after(() => server?.close());

    it("still registers the account and marks the e-mail failed", async () => {
      expect((await server.client().ok(REGISTER, { input: form("unlucky@example.com") })).register.email).to.equal("unlucky@example.com");
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      const mail = await waitFor("the e-mail marked failed", async () =>
        (await admin.ok(OUTBOX)).outboxEmails.find(
          (m: { toAddress: string; status: string }) => m.toAddress === "unlucky@example.com" && m.status !== "outbox",
        ),
      );
      expect(mail.status).to.equal("failed");
    });
  });
});

describe("e-mail outbox with SMTP delivery", () => {
  it("hides the link tokens of delivered mails from admins, while the recipient got the working link", async () => {
    const smtp = await startSmtpServer();
    const server = await startTestServer(smtp.env);
    try {
      await server.client().ok(REGISTER, { input: form("delivered@example.test") });
      const received = await smtp.waitFor((m) => m.to.includes("delivered@example.test"));
      const token = tokenFromLink(server, received.text, "/auth/confirm-email");
      expect(token).to.have.length.greaterThan(20);

      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      // The SMTP server has the message; the row is marked sent right after, by the same send.
      const mail = await waitFor("the e-mail marked sent", async () =>
        (await admin.ok(OUTBOX)).outboxEmails.find(
          (m: { toAddress: string; status: string }) => m.toAddress === "delivered@example.test" && m.status !== "outbox",
        ),
      );
      expect(mail.status).to.equal("sent");
      expect(mail.bodyText).not.to.include(token);
      expect(mail.bodyText).to.include("token=[hidden: delivered by e-mail]");
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe("e-mail outbox on shutdown", () => {
  it("records the outcome of a send still running when the app closes, before the database closes", async () => {
    const smtp = await startSmtpServer();
    smtp.state.answerDelayMs = 700; // the server holds its answer: the send is in flight at close
    const server = await startTestServer(smtp.env);
    const config = server.app.config;
    try {
      await server.client().ok(REGISTER, { input: form("closing@example.test") });
      await smtp.waitFor((m) => m.to.includes("closing@example.test"));
      await server.app.close();
      const env: Record<string, string> = { DATA_DIR: config.dataDir };
      if (config.database.kind !== "sqlite") env.DATABASE_URL = config.database.url;
      const shared = await openSharedDatabase(env);
      try {
        const row = await shared.db.manager.getRepository(OutboxEmail).findOneByOrFail({ toAddress: "closing@example.test" });
        expect(row).to.include({ status: "sent", error: null });
      } finally {
        await shared.close();
      }
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe("e-mail outbox retries refused sends", function () {
  this.timeout(60_000);
  const rowFor = (server: TestServer, to: string) => server.app.db.manager.getRepository(OutboxEmail).findOneByOrFail({ toAddress: to });

  it("keeps a refused e-mail with the server's answer, retries it with growing delays, and sends it once when the server accepts", async () => {
    const smtp = await startSmtpServer();
    const server = await startTestServer({ ...smtp.env, WEBHOOK_RETRY_BASE_MS: "200" });
    try {
      smtp.state.refusing = true;
      await server.client().ok(REGISTER, { input: form("retried@example.test") });
      await waitFor("three refused sends", async () => (await rowFor(server, "retried@example.test")).attempts >= 3, 20_000);
      const failing = await rowFor(server, "retried@example.test");
      expect(failing.status).to.equal("failed");
      expect(failing.error).to.include("451");
      // Backoff: attempt n+1 waits at least base × 2^(n−1) after attempt n, which came after the row was written.
      expect(failing.nextAttemptAt!.getTime() - failing.createdAt.getTime()).to.be.at.least(200 * 2 ** (failing.attempts - 1) - 5);
      expect(smtp.messages).to.have.length(0);

      smtp.state.refusing = false;
      const received = await smtp.waitFor((m) => m.to.includes("retried@example.test"), 20_000);
      expect(received.subject).to.match(/confirm/i);
      // Once the row is sent with no next attempt, no retry can pick it up, now or later:
      // what the SMTP server holds then is all it will ever get.
      const sent = await waitFor("the e-mail marked sent", async () => {
        const row = await rowFor(server, "retried@example.test");
        return row.status === "sent" && row;
      });
      expect(sent).to.include({ status: "sent", error: null, nextAttemptAt: null });
      expect((await dispatchNow(server.app)).emails).to.equal(0);
      expect(smtp.messages.filter((m) => m.to.includes("retried@example.test"))).to.have.length(1);
      expect(smtp.state.refused, "one refused send per failed attempt").to.equal(sent.attempts - 1);
      expect(sent.attempts).to.be.at.least(4);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it("gives up once the retry window is over, and leaves the e-mail failed for the admin to see", async () => {
    const smtp = await startSmtpServer();
    const clock = new TestClock();
    const server = await startTestServer({ ...smtp.env, WEBHOOK_RETRY_BASE_MS: "200", WEBHOOK_RETRY_WINDOW_SECONDS: "60" }, { clock });
    try {
      smtp.state.refusing = true;
      await server.client().ok(REGISTER, { input: form("given-up@example.test") });
      await waitFor("the first send refused", async () => (await rowFor(server, "given-up@example.test")).attempts >= 1, 20_000);
      expect((await rowFor(server, "given-up@example.test")).nextAttemptAt).to.not.equal(null);
      // The instance's clock, not the wall clock, decides when the window is over: moved past it,
      // the next retry (driven here, or the dispatcher's own) is the last.
      clock.advance(61_000);
      await waitFor(
        "the e-mail given up",
        async () => {
          await dispatchNow(server.app);
          return (await rowFor(server, "given-up@example.test")).nextAttemptAt === null;
        },
        20_000,
      );
      // Given up: failed with no next attempt, which no retry selects, now or later. One more
      // dispatcher pass, driven here, tries nothing; each attempt made was one refused send.
      const given = await rowFor(server, "given-up@example.test");
      expect(given).to.include({ status: "failed", nextAttemptAt: null });
      expect((await dispatchNow(server.app)).emails).to.equal(0);
      expect(smtp.state.refused).to.equal(given.attempts);
      expect(smtp.messages).to.have.length(0);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

import crypto from "node:crypto";
import { expect } from "chai";
import { In } from "typeorm";
import { RequestContext } from "../../server/context";
import { changeBalance } from "../../server/modules/balance/ledger.service";
import { License } from "../../server/modules/licenses/license.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { sendLicenseExpiryNotices } from "../../server/modules/notifications/license-expiry-job";
import { LicenseExpiryNotice } from "../../server/modules/notifications/license-expiry-notice.entity";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { BUY, createCouponAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const PREFS = `query { myEmailPreferences { orderReceipts balanceCredits licenseExpiry } }`;
const UPDATE_PREFS = `mutation($input: EmailPreferencesInput!) { updateEmailPreferences(input: $input) { orderReceipts balanceCredits licenseExpiry } }`;

describe("buyer e-mails", function () {
  this.timeout(60_000);
  let server: TestServer;
  let smtp: TestSmtpServer;
  before(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(smtp.env);
    await addStock(server.app, 100);
  });
  after(async () => {
    // Sends start after each commit, off the request path: let the last ones finish before the database closes.
    if (server)
      await waitFor("every e-mail sent or failed", async () => (await server.app.db.manager.getRepository(OutboxEmail).countBy({ status: "outbox" })) === 0);
    await server?.close();
    await smtp?.close();
  });

  const system = () => RequestContext.system(server.app);
  const mailsTo = (email: string) => server.app.db.manager.getRepository(OutboxEmail).find({ where: { toAddress: email }, order: { id: "ASC" } });
  const unsubscribeLink = (text: string) => /To stop e-mails like this one, open: (\S+)/.exec(text)![1];

  it("sends a receipt with a plain-text and an escaped HTML part, without the credentials", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 1000, name: `<b>Eve</b> & "Co"` });
    const order = (await signIn(server.app, server.client(), customer).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts;
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email) && /receipt/.test(m.subject));
    expect(mail.text).to.include(`Order: ${order.id}`);
    expect(mail.text).to.include("Item: Digital Accounts");
    expect(mail.text).to.include("Quantity: 10");
    expect(mail.text).to.include("Total paid from your balance: $5.00");
    expect(mail.text).to.include(`${server.app.config.publicBaseUrl}/customer/dashboard`);
    const parts = `${mail.text}\n${mail.html}`;
    for (const account of order.accounts) {
      expect(parts).not.to.include(account.username);
      expect(parts).not.to.include(account.email);
    }
    expect(parts).not.to.match(/\bpw\d+\b/);
    expect(mail.html).to.include("Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;,");
    expect(mail.html).not.to.include("<b>Eve</b>");
    expect(mail.html).to.include(`<a href="${server.app.config.publicBaseUrl}/customer/dashboard">`);
  });

  it("shows the coupon and its discount on the receipt when one was used, and no coupon line otherwise", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await createCouponAsAdmin(admin, { code: "RECEIPT10", kind: "PERCENT", amount: 10 });
    const customer = await createCustomer(server.app, { balanceCents: 1000 });
    const bought = (
      await signIn(server.app, server.client(), customer).ok(BUY, {
        productId: "main_insta_product",
        quantity: 10,
        coupon: "receipt10",
        key: crypto.randomUUID(),
      })
    ).purchase;
    expect(bought.__typename).to.equal("Purchase");
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email) && /receipt/.test(m.subject));
    expect(mail.text).to.match(/Quantity: 10\r?\nCoupon RECEIPT10: -\$0\.50\r?\nTotal paid from your balance: \$4\.50/);
    expect(mail.html).to.include("Coupon RECEIPT10: -$0.50");

    const plain = await createCustomer(server.app, { balanceCents: 1000 });
    await signIn(server.app, server.client(), plain).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
    const plainMail = await smtp.waitFor((m) => m.to.includes(plain.email) && /receipt/.test(m.subject));
    expect(plainMail.text).not.to.include("Coupon");
  });

  it("tells the customer when a top-up is credited", async () => {
    const customer = await createCustomer(server.app);
    await changeBalance(system(), { customerId: customer.id, amountCents: 2500, kind: "topup", reason: "test top-up" });
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith("$25.00 added to your"));
    expect(mail.text).to.include("Your balance is now $25.00.");
  });

  it("unsubscribes through the e-mailed link without signing in, and sends no more receipts", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 2000 });
    const client = signIn(server.app, server.client(), customer);
    await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
    const receipt = await smtp.waitFor((m) => m.to.includes(customer.email) && /receipt/.test(m.subject));
    const link = new URL(unsubscribeLink(receipt.text));

    const anonymous = server.client();
    const confirm = await anonymous.request("GET", link.pathname + link.search);
    expect(confirm.status).to.equal(200);
    expect(await confirm.text()).to.include("Stop sending me order receipts?");
    expect((await client.ok(PREFS)).myEmailPreferences.orderReceipts).to.equal(true); // opening the link alone changes nothing

    const done = await fetch(`${server.url}/api/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: link.searchParams.toString(),
    });
    expect(done.status).to.equal(200);
    expect(await done.text()).to.include("We will no longer send you order receipts.");
    expect((await client.ok(PREFS)).myEmailPreferences).to.deep.equal({ orderReceipts: false, balanceCredits: true, licenseExpiry: true });

    const before = (await mailsTo(customer.email)).length;
    await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
    await changeBalance(system(), { customerId: customer.id, amountCents: 100, kind: "topup" });
    await smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.startsWith("$1.00 added"));
    const since = (await mailsTo(customer.email)).slice(before).map((m) => m.subject);
    expect(since).to.have.length(1); // the top-up mail, and no receipt for the second purchase
    expect(since[0]).to.match(/^\$1\.00 added to your /);
  });

  it("refuses a forged or altered unsubscribe link and changes nothing", async () => {
    const victim = await createCustomer(server.app, { balanceCents: 1000 });
    const attacker = await createCustomer(server.app, { balanceCents: 1000 });
    await signIn(server.app, server.client(), attacker).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
    const receipt = await smtp.waitFor((m) => m.to.includes(attacker.email) && /receipt/.test(m.subject));
    const own = new URL(unsubscribeLink(receipt.text)).searchParams;

    const attempts = [
      { c: victim.id, k: "orderReceipts", token: own.get("token")! }, // someone else's account with my token
      { c: attacker.id, k: "balanceCredits", token: own.get("token")! }, // another kind with the same token
      { c: victim.id, k: "orderReceipts", token: crypto.randomBytes(32).toString("base64url") },
      { c: victim.id, k: "orderReceipts", token: "" },
      { c: victim.id, k: "nonsense", token: own.get("token")! },
    ];
    for (const fields of attempts) {
      const res = await fetch(`${server.url}/api/unsubscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status, JSON.stringify(fields)).to.equal(400);
      expect(await res.text()).to.include("This link is not valid");
    }
    expect((await signIn(server.app, server.client(), victim).ok(PREFS)).myEmailPreferences).to.deep.equal({
      orderReceipts: true,
      balanceCredits: true,
      licenseExpiry: true,
    });
    expect((await signIn(server.app, server.client(), attacker).ok(PREFS)).myEmailPreferences.balanceCredits).to.equal(true);
  });

  it("keeps each choice the customer saves in Settings", async () => {
    const customer = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), customer);
    expect((await client.ok(UPDATE_PREFS, { input: { licenseExpiry: false } })).updateEmailPreferences).to.deep.equal({
      orderReceipts: true,
      balanceCredits: true,
      licenseExpiry: false,
    });
    expect((await client.ok(UPDATE_PREFS, { input: { balanceCredits: false, licenseExpiry: true } })).updateEmailPreferences).to.deep.equal({
      orderReceipts: true,
      balanceCredits: false,
      licenseExpiry: true,
    });
    expect((await server.client().gql(PREFS)).errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
  });

  it("reminds once 7 days before a licence expires and once when it has expired", async () => {
    const customer = await createCustomer(server.app);
    const day = 24 * 3600 * 1000;
    const repo = server.app.db.manager.getRepository(License);
    const base = {
      email: customer.email,
      plan: "standard" as const,
      softwareName: "StoryTag",
      status: true,
      startDate: new Date(),
      lastUsedAt: null,
      customerId: customer.id,
      orderId: null,
    };
    const soon = await repo.save(
      repo.create({ ...base, licenseKey: `SOON-${crypto.randomBytes(4).toString("hex")}`, expiresAt: new Date(Date.now() + 5 * day) }),
    );
    const gone = await repo.save(repo.create({ ...base, licenseKey: `GONE-${crypto.randomBytes(4).toString("hex")}`, expiresAt: new Date(Date.now() - day) }));
    const later = await repo.save(
      repo.create({ ...base, licenseKey: `LATER-${crypto.randomBytes(4).toString("hex")}`, expiresAt: new Date(Date.now() + 30 * day) }),
    );

    const licenseIds = [soon.id, gone.id, later.id];
    await sendLicenseExpiryNotices(system());
    await sendLicenseExpiryNotices(system()); // a second run (or instance) sends nothing new
    const subjects = await waitFor("two reminders", async () => {
      const mails = await mailsTo(customer.email);
      return mails.length >= 2 && mails.map((m) => m.subject);
    });
    // Each reminder is committed with its notice row, whose key admits one per licence and expiry:
    // a further run, driven here, finds nothing left to send, and the mails are exactly the notices.
    expect(await sendLicenseExpiryNotices(system())).to.equal(0);
    expect(await server.app.db.manager.getRepository(LicenseExpiryNotice).countBy({ licenseId: In(licenseIds) })).to.equal(2);
    // Their sends, started after each commit, are over (the server closes after this last test).
    const mails = await waitFor("both reminders sent", async () => {
      const rows = await mailsTo(customer.email);
      return rows.every((m) => m.status !== "outbox") && rows;
    });
    expect(mails.map((m) => m.status)).to.deep.equal(["sent", "sent"]);
    expect(subjects.some((s) => /^Your StoryTag license expires on \d{4}-\d{2}-\d{2} — /.test(s))).to.equal(true);
    expect(subjects.some((s) => s.startsWith("Your StoryTag license has expired — "))).to.equal(true);
    const texts = (await mailsTo(customer.email)).map((m) => m.bodyText).join("\n");
    expect(texts).not.to.match(/SOON-|GONE-/); // the key stays out of the e-mail
  });
});

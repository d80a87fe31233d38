/**
 * What the attacks of issue #13 cost the server, each against a floor measured in the same run:
 * - the contact form's e-mail ReDoS payload, and what /healthz waits meanwhile (floor: a small
 *   valid GraphQL request);
 * - a 2 MB anonymous GraphQL document: event loop blocked per request (floor: `{ __typename }`);
 * - a customer's 10,000-account order asked 30 times through aliases: time and heap growth
 *   (floor: the same order asked once);
 * - 200 forged payment webhooks of 60 KB: bytes the database keeps (floor: the bytes posted).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { SESSION_COOKIE } from "../server/modules/auth/session";
import { PaymentEvent } from "../server/modules/payments/payment-event.entity";
import { addSoldAccounts, createOrder } from "../test/helpers/admin-fixtures";
import { createCustomer, signIn } from "../test/helpers/fixtures";
import { startTestServer } from "../test/helpers/test-server";
import { printResult, time } from "./lib";

const server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "0" });
const gql = (query: string, variables?: unknown, cookie?: string) =>
  fetch(server.url + "/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });

/** The longest event-loop stall while `work` runs, in ms. */
async function blockedDuring(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.max / 1e6;
}

try {
  // --- 1. contact form ReDoS -----------------------------------------------------------------
  await gql(`{ __typename }`).then((r) => r.text());
  const floorContact = await time(() => gql(`{ __typename }`).then((r) => r.text()));
  const attack = "a@" + ".".repeat(100_000) + "@";
  const contact = gql(`mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) }`, {
    input: { name: "x", email: attack, subject: "x", message: "x" },
  }).then((r) => r.text());
  // Asked 300 ms into the attack, as a load balancer's probe would be. The server runs in this
  // process, so the wait is counted from when the probe was due, not from when its timer fired.
  const probeDue = performance.now() + 300;
  const healthz = new Promise((r) => setTimeout(r, 300))
    .then(() => fetch(server.url + "/healthz"))
    .then((r) => r.text())
    .then(() => ({ ms: performance.now() - probeDue }));
  const [contactTimed, healthzTimed] = await Promise.all([time(() => contact), healthz]);
  printResult({ name: "contact ReDoS answer", value: contactTimed.ms, floor: floorContact.ms, unit: "ms", limit: 50 });
  printResult({ name: "healthz during contact ReDoS", value: healthzTimed.ms, floor: floorContact.ms, unit: "ms", limit: 50 });

  // --- 5a. a 2 MB anonymous document ---------------------------------------------------------
  const floorBlock = await blockedDuring(() => gql(`{ __typename }`).then((r) => r.text()));
  const huge = `{ ${"__typename ".repeat(Math.floor((2 * 1024 * 1024 - 100) / 11))} }`;
  const hugeBlock = await blockedDuring(() => gql(huge).then((r) => r.text()));
  printResult({ name: "2 MB anonymous document: event loop blocked", value: hugeBlock, floor: Math.max(floorBlock, 1), unit: "ms", limit: 20 });

  // --- 5b. 30 aliases of a 10,000-account order ------------------------------------------------
  const customer = await createCustomer(server.app);
  const order = await createOrder(server.app, { customerId: customer.id, quantity: 1 });
  await addSoldAccounts(server.app, { customerId: customer.id, orderId: order.id, count: 10_000 });
  const cookie = `${SESSION_COOKIE}=${signIn(server.app, server.client(), customer).cookie(SESSION_COOKIE)}`;
  const ask = (copies: number) =>
    `query($id: ID!) { ${Array.from({ length: copies }, (_, i) => `o${i}: myOrder(id: $id) { id accounts { username password email emailPassword } }`).join(" ")} }`;
  /** Time, and the peak heap growth sampled every 5 ms, of one request. */
  const heapDuring = async (copies: number) => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
    const timed = await time(() => gql(ask(copies), { id: order.id }, cookie).then((r) => r.text()));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { ms: timed.ms, grown: (peak - before) / 1024 / 1024, answer: timed.result };
  };
  await heapDuring(1); // warms the loader's code paths and the database's cache
  const once = await heapDuring(1);
  const thirty = await heapDuring(30);
  printResult({ name: "30 aliases of a 10,000-account order: time", value: thirty.ms, floor: once.ms, unit: "ms", limit: 3 });
  printResult({
    name: "30 aliases of a 10,000-account order: heap growth",
    value: Math.max(thirty.grown, 0.01),
    floor: Math.max(once.grown, 0.01),
    unit: "MB",
    limit: 3,
  });
  console.log(`  30-alias answer starts: ${thirty.answer.slice(0, 160)}`);

  // --- 2. forged webhooks --------------------------------------------------------------------
  const events = server.app.db.manager.getRepository(PaymentEvent);
  const storedBytes = async () => {
    const all = await events.find();
    return all.reduce((sum, e) => sum + (e.payload?.length ?? 0) + (e.outcome?.length ?? 0) + 100, 0);
  };
  const before = await storedBytes();
  const forged = { order_id: "nope", status: "paid", padding: "x".repeat(60_000), sign: "0".repeat(32) };
  let sent = 0;
  let refusedByLimit = 0;
  for (let i = 0; i < 200; i++) {
    const body = JSON.stringify(forged);
    sent += body.length;
    const res = await fetch(server.url + "/functions/v1/cryptomus-webhook-handler", { method: "POST", headers: { "content-type": "application/json" }, body });
    if (res.status === 429) refusedByLimit += 1;
    await res.arrayBuffer();
  }
  const stored = (await storedBytes()) - before;
  printResult({ name: "200 forged webhooks: bytes stored per byte posted", value: stored, floor: sent, unit: "B", limit: 0.01 });
  console.log(`  ${await events.count()} payment events stored, ${refusedByLimit} posts refused by the rate limit`);
} finally {
  await server.close();
}

import net from "node:net";
import { expect } from "chai";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";

const STOREFRONT = JSON.stringify({
  query: `query Storefront($sort: String!) { products(sort: $sort) { id name availableStock } categories { id name } }`,
  variables: { sort: "featured" },
});
const isStorefrontRead = (sql: string) => /FROM\W+products\W/i.test(sql) && /visibility\W* = 'listed'/.test(sql);

/**
 * A connection the server has accepted and served once (it accepts one new connection per loop
 * turn), so that requests written to many of them reach it in the same turn.
 */
async function warmConnection(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect(Number(port), hostname, () => resolve(s));
    s.once("error", reject);
  });
  expect(await send(socket, "GET /healthz HTTP/1.1")).to.match(/^HTTP\/1\.1 200/);
  return socket;
}

/** Writes one keep-alive HTTP/1.1 request and resolves with the raw answer, read to its Content-Length. */
function send(socket: net.Socket, head: string, body = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (c: Buffer) => {
      received = Buffer.concat([received, c]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, headEnd).toString("latin1"));
      if (!length) return reject(new Error("answer without Content-Length"));
      if (received.length < headEnd + 4 + Number(length[1])) return;
      socket.off("data", onData);
      resolve(received.toString("utf8"));
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.write(`${head}\r\nHost: 127.0.0.1\r\n${body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : ""}\r\n${body}`);
  });
}

describe("security: a burst of reads (issue 31, item 11)", () => {
  const PER_TURN = 2;
  const VISITORS = 40;
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ GRAPHQL_READS_PER_TURN: String(PER_TURN), GRAPHQL_RATE_LIMIT_PER_IP: "0" });
  });
  after(() => server?.close());

  /**
   * On SQLite a catalogue read runs to its end inside the callback that received it, so a burst
   * that arrived together ran in one loop turn and every probe waited behind all of it (2,000
   * reads from 10 addresses stalled /healthz 138 ms at the median). Counted in loop turns rather
   * than milliseconds, so the test holds on a busy machine.
   */
  async function burst(headers: string, extra?: { socket: net.Socket; run: (s: net.Socket) => Promise<string> }) {
    const sockets = await Promise.all(Array.from({ length: VISITORS + 1 }, () => warmConnection(server.url)));
    const reads = countQueries(server.app);
    const perTurn: number[] = [];
    let ticking = true;
    let seen = 0;
    const tick = () => {
      const now = reads.all.filter(isStorefrontRead).length;
      perTurn.push(now - seen);
      seen = now;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);

    const order: string[] = [];
    // All written in this one turn: the server reads them together, the probe (and the extra request) last.
    const readers = sockets
      .slice(0, VISITORS)
      .map((s, i) => send(s, `POST /graphql HTTP/1.1${headers}`, STOREFRONT).then((raw) => (order.push(`reader ${i}`), raw)));
    const probe = send(sockets[VISITORS], "GET /healthz HTTP/1.1").then((raw) => (order.push("probe"), raw));
    const other = extra?.run(extra.socket).then((raw) => (order.push("extra"), raw));
    const answers = await Promise.all(readers);
    expect(await probe).to.match(/^HTTP\/1\.1 200/);
    const extraAnswer = await other;
    ticking = false;
    tick();
    reads.stop();
    for (const s of sockets) s.destroy();

    for (const raw of answers) {
      expect(raw).to.match(/^HTTP\/1\.1 200/);
      const answer = JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as { data?: { products?: unknown[] }; errors?: unknown };
      expect(answer.errors).to.equal(undefined);
      expect(answer.data?.products).to.have.length.greaterThan(0);
    }
    expect(seen).to.equal(VISITORS);
    // On SQLite a read's statements all run in the turn it was let in; on MariaDB they spread over
    // the turns its answers come back in, so only the probe's place is compared there.
    if (testDbKind() === "sqlite")
      expect(Math.max(...perTurn), `storefront reads started per loop turn: ${perTurn.filter(Boolean).join(",")}`).to.be.at.most(PER_TURN);
    expect(order.indexOf("probe"), order.join(", ")).to.be.below(VISITORS / 2);
    return { order, extraAnswer };
  }

  it("starts a few anonymous reads per loop turn, so a probe that arrived with a burst is answered before it", async () => {
    await burst("");
  });

  it("paces a signed-in customer's reads the same way, but not that customer's purchase sent with them", async () => {
    const owner = await createCustomer(server.app, { balanceCents: 10_000 });
    await addStock(server.app, 10, "paced");
    const cookie = `\r\nCookie: bia_session=${signIn(server.app, server.client(), owner).cookie("bia_session")}`;
    const buy = JSON.stringify({
      query: `mutation { purchaseAccounts(quantity: 10, idempotencyKey: "paced-1") { __typename } }`,
    });
    const { order, extraAnswer } = await burst(cookie, {
      socket: await warmConnection(server.url),
      run: (s) => send(s, `POST /graphql HTTP/1.1${cookie}`, buy),
    });
    expect(extraAnswer)
      .to.match(/^HTTP\/1\.1 200/)
      .and.to.include('"__typename":"Order"');
    // On MariaDB the purchase waits for a pooled connection like every read, whatever the pacing.
    if (testDbKind() === "sqlite") expect(order.indexOf("extra"), order.join(", ")).to.be.below(VISITORS / 2);
  });
});

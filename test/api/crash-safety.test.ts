import { expect } from "chai";
import { crashEnvironment } from "../helpers/crash-environment";
import { addStock, createCustomer } from "../helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../helpers/shared-database";
import { spawnServer, type ServerProcess } from "../helpers/spawn-server";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename } }`;
const UPLOAD = `mutation($lines: [String!]!) { uploadStockChunk(lines: $lines) { added } }`;

describe("crash safety (SIGKILL, then restart)", function () {
  this.timeout(180_000);
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  let shared: SharedDatabase;

  before(async () => {
    ({ env, drop } = await crashEnvironment());
    server = await spawnServer(env);
    shared = await openSharedDatabase(env);
  });

  after(async () => {
    server?.kill("SIGKILL");
    await shared?.close();
    await drop();
  });

  const count = async (sql: string) => Number((await shared.db.manager.query(sql))[0].n);
  async function waitFor(condition: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 600 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
  }

  async function killAndRestart(): Promise<void> {
    server!.kill("SIGKILL");
    expect(await server!.exited).to.equal("SIGKILL");
    server = await spawnServer(env);
  }

  it("leaves no half-imported chunk when killed during a bulk upload", async () => {
    const admin = await createCustomer(shared.asApp, { role: "admin" });
    const client = shared.clientFor(server!.url, admin);
    const chunk = (c: number) => Array.from({ length: 1000 }, (_, j) => `crash${c}x${j}:pw${j}:crash${c}x${j}@mail.test:epw${j}`);
    for (let c = 0; c < 3; c++) expect((await client.ok(UPLOAD, { lines: chunk(c) })).uploadStockChunk.added).to.equal(1000);
    // Keep uploading chunk after chunk; kill the process once one more has landed, so the next is mid-flight.
    const uploading = (async () => {
      for (let c = 3; c < 9; c++) if ((await client.gql(UPLOAD, { lines: chunk(c) }).catch(() => "killed")) === "killed") return;
    })();
    await waitFor(async () => (await count("SELECT COUNT(*) AS n FROM stock_accounts WHERE username LIKE 'crash%'")) >= 4000);
    await killAndRestart();
    await uploading;

    const rows: Array<{ username: string }> = await shared.db.manager.query("SELECT username FROM stock_accounts WHERE username LIKE 'crash%'");
    const perChunk = new Map<string, number>();
    for (const { username } of rows) {
      const c = username.slice(0, username.indexOf("x"));
      perChunk.set(c, (perChunk.get(c) ?? 0) + 1);
    }
    console.log(`      chunks imported before the kill: ${[...perChunk.keys()].length} of 9`);
    for (const [c, n] of perChunk) expect(n, `${c} imported ${n} of 1000 lines`).to.equal(1000);
    expect(perChunk.size).to.be.within(4, 8);
  });

  it("keeps every sold item in exactly one complete order when killed during concurrent purchases", async () => {
    await addStock(shared.asApp, 600, "ck");
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createCustomer(shared.asApp, { balanceCents: 2000 })));
    const url = server!.url;
    const attempts = buyers.flatMap((buyer, i) =>
      [0, 1, 2].map((n) =>
        shared
          .clientFor(url, buyer)
          .gql(PURCHASE, { q: 10 + ((i + n) % 5), k: `${buyer.id}-${n}` })
          .catch(() => "killed"),
      ),
    );
    await waitFor(async () => (await count("SELECT COUNT(*) AS n FROM orders")) >= 5);
    await killAndRestart();
    await Promise.all(attempts);

    const invariants = await checkStoreInvariants(shared);
    console.log(`      after the kill: ${invariants.orders} orders, ${invariants.soldRows} items sold (${attempts.length} purchases were sent)`);
    expect(invariants.orders).to.be.at.least(5);
    expect(invariants).to.include({ orphanStock: 0, ordersWithWrongItemCount: 0, soldWithoutOrder: 0, ledgerMismatches: 0, negativeBalances: 0 });
    expect(invariants.soldRows).to.equal(invariants.itemsInOrders);

    // The restarted server sells on from where the committed state left off.
    const buyer = await createCustomer(shared.asApp, { balanceCents: 1000 });
    const after = await shared.clientFor(server!.url, buyer).ok(PURCHASE, { q: 10, k: "after-restart" });
    expect(after.purchaseAccounts.__typename).to.equal("Order");
    expect((await checkStoreInvariants(shared)).ledgerMismatches).to.equal(0);
  });
});

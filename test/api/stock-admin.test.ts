import { expect } from "chai";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { useServerWithAdmin } from "../helpers/admin-server";
import { addStock } from "../helpers/fixtures";

const PAGE = `query($search: String, $page: Int, $pageSize: Int) {
  stockAccounts(search: $search, page: $page, pageSize: $pageSize) { total totalCapped page pageSize items { id username password email emailPassword } }
}`;
const UPLOAD = `mutation($lines: [String!]!, $skip: Boolean) { uploadStockChunk(lines: $lines, skipExistingUsernames: $skip) { added skippedInvalid skippedDuplicates } }`;

describe("admin stock accounts", () => {
  const { server, admin } = useServerWithAdmin();

  async function clearStock() {
    await server().app.db.transaction((em) => em.createQueryBuilder().delete().from(StockAccount).execute());
  }

  async function markSold(username: string) {
    await server().app.db.transaction((em) =>
      em.getRepository(StockAccount).update({ username }, { status: "sold", orderId: "00000000-0000-4000-8000-000000000000" }),
    );
  }

  describe("list and search", () => {
    before(async () => {
      await clearStock();
      await addStock(server().app, 25, "list");
      await addStock(server().app, 3, "Under_Score");
      await markSold("list0");
    });

    it("pages available accounts by ascending id with decrypted passwords", async () => {
      const { stockAccounts: p } = await admin().ok(PAGE, { page: 2, pageSize: 10 });
      expect(p.total).to.equal(27);
      expect(p.totalCapped).to.equal(false);
      expect(p.page).to.equal(2);
      expect(p.items.map((a: { username: string }) => a.username)).to.deep.equal([
        "list11",
        "list12",
        "list13",
        "list14",
        "list15",
        "list16",
        "list17",
        "list18",
        "list19",
        "list20",
      ]);
      expect(p.items[0]).to.include({ password: "pw11", email: "list11@mail.test", emailPassword: "epw11" });
      const ids = p.items.map((a: { id: number }) => a.id);
      expect(ids).to.deep.equal([...ids].sort((a, b) => a - b));
    });

    it("never lists sold accounts", async () => {
      const { stockAccounts: p } = await admin().ok(PAGE, { search: "list0" });
      expect(p.items.map((a: { username: string }) => a.username)).to.deep.equal([]);
    });

    it("keeps passwords encrypted at rest", async () => {
      const raw: Array<{ password: string }> = await server().app.db.manager.query("SELECT password FROM stock_accounts WHERE username = 'list5'");
      expect(raw[0].password).to.match(/^v1\./);
      expect(raw[0].password).not.to.contain("pw5");
    });

    it("searches username or e-mail case-insensitively and partially", async () => {
      const byName = await admin().ok(PAGE, { search: "LIST2" });
      expect(byName.stockAccounts.items.map((a: { username: string }) => a.username)).to.deep.equal([
        "list2",
        "list20",
        "list21",
        "list22",
        "list23",
        "list24",
      ]);
      const byEmail = await admin().ok(PAGE, { search: "list7@MAIL" });
      expect(byEmail.stockAccounts.items.map((a: { username: string }) => a.username)).to.deep.equal(["list7"]);
    });

    it("treats % and _ in a search as plain characters", async () => {
      const underscore = await admin().ok(PAGE, { search: "r_s" });
      expect(underscore.stockAccounts.total).to.equal(3);
      const percent = await admin().ok(PAGE, { search: "%" });
      expect(percent.stockAccounts.total).to.equal(0);
      const wildcardLike = await admin().ok(PAGE, { search: "list_" });
      expect(wildcardLike.stockAccounts.total).to.equal(0);
    });

    it("limits a page to 1000 rows", async () => {
      const { stockAccounts: p } = await admin().ok(PAGE, { pageSize: 5000 });
      expect(p.pageSize).to.equal(1000);
    });
  });

  describe("edit and delete", () => {
    beforeEach(async () => {
      await clearStock();
      await addStock(server().app, 12, "ed");
    });

    it("edits the four credential fields and records who did it", async () => {
      const { stockAccounts } = await admin().ok(PAGE, { search: "ed3" });
      const id = stockAccounts.items[0].id;
      const { updateStockAccount } = await admin().ok(
        `mutation($id: Int!, $input: StockAccountInput!) { updateStockAccount(id: $id, input: $input) { id username password email emailPassword } }`,
        { id, input: { username: " new3 ", password: "npw", email: "n3@mail.test", emailPassword: "nepw" } },
      );
      expect(updateStockAccount).to.deep.equal({ id, username: "new3", password: "npw", email: "n3@mail.test", emailPassword: "nepw" });
      const stored = await server().app.db.manager.getRepository(StockAccount).findOneByOrFail({ id });
      expect(stored.password).to.equal("npw");
      const audit = await server()
        .app.db.manager.getRepository(AuditEntry)
        .findOneByOrFail({ action: "stock.update", entityId: String(id) });
      expect(audit.actorEmail).to.contain("@");
      expect(audit.details).not.to.contain("npw");
    });

    it("refuses an edit with an empty username or password", async () => {
      const { stockAccounts } = await admin().ok(PAGE, { search: "ed4" });
      const err = await admin().fails(`mutation($id: Int!, $input: StockAccountInput!) { updateStockAccount(id: $id, input: $input) { id } }`, {
        id: stockAccounts.items[0].id,
        input: { username: "x", password: "  ", email: "", emailPassword: "" },
      });
      expect(err.message).to.equal("Username and password cannot be empty.");
      expect((await server().app.db.manager.getRepository(StockAccount).findOneByOrFail({ id: stockAccounts.items[0].id })).username).to.equal("ed4");
    });

    it("refuses an edited field longer than 255 characters, naming it, and keeps the account", async () => {
      const { stockAccounts } = await admin().ok(PAGE, { search: "ed4" });
      const id = stockAccounts.items[0].id;
      const r = await admin().gql(`mutation($id: Int!, $input: StockAccountInput!) { updateStockAccount(id: $id, input: $input) { id } }`, {
        id,
        input: { username: "ed4", password: "pw", email: "e".repeat(256), emailPassword: "" },
      });
      expect(r.errors?.[0]?.message).to.equal("Each field can be at most 255 characters.");
      expect(r.errors?.[0]?.extensions?.params).to.deep.equal({ field: "email" });
      expect((await server().app.db.manager.getRepository(StockAccount).findOneByOrFail({ id })).email).to.not.have.length(256);
    });

    it("deletes selected accounts but never a sold one", async () => {
      await markSold("ed1");
      const sold = await server().app.db.manager.getRepository(StockAccount).findOneByOrFail({ username: "ed1" });
      const { stockAccounts } = await admin().ok(PAGE, { search: "ed" });
      const ids = [sold.id, ...stockAccounts.items.slice(0, 3).map((a: { id: number }) => a.id)];
      const { deleteStockAccounts } = await admin().ok(`mutation($ids: [Int!]!) { deleteStockAccounts(ids: $ids) }`, { ids });
      expect(deleteStockAccounts).to.equal(3);
      expect(await server().app.db.manager.getRepository(StockAccount).existsBy({ id: sold.id })).to.equal(true);
      expect(await server().app.db.manager.getRepository(StockAccount).countBy({ status: "available" })).to.equal(8);
    });

    it("refuses to delete more than 500 accounts in one call", async () => {
      const err = await admin().fails(`mutation($ids: [Int!]!) { deleteStockAccounts(ids: $ids) }`, { ids: Array.from({ length: 501 }, (_, i) => i + 1) });
      expect(err.message).to.equal("Delete at most 500 accounts at a time.");
      expect(await server().app.db.manager.getRepository(StockAccount).count()).to.equal(12);
    });

    it("deletes all available accounts in batches and keeps sold ones", async () => {
      await addStock(server().app, 2100, "bulk");
      await markSold("ed2");
      const { deleteAllStockAccounts } = await admin().ok(`mutation { deleteAllStockAccounts }`);
      expect(deleteAllStockAccounts).to.equal(2111);
      const left = await server().app.db.manager.getRepository(StockAccount).find();
      expect(left.map((a) => a.username)).to.deep.equal(["ed2"]);
      const batches = await server().app.db.manager.getRepository(AuditEntry).countBy({ action: "stock.delete_all" });
      expect(batches).to.be.at.least(3);
    });
  });

  describe("bulk upload chunks", () => {
    beforeEach(clearStock);

    it("adds valid lines, counts invalid ones and encrypts the secrets", async () => {
      const { uploadStockChunk } = await admin().ok(UPLOAD, {
        lines: ["u1:p1:e1@mail.test:ep1", " u2 : p2 : e2@mail.test : ep2 ", "bad line", "a:b:c", "a:b:c:d:e"],
      });
      expect(uploadStockChunk).to.deep.equal({ added: 2, skippedInvalid: 3, skippedDuplicates: 0 });
      const rows = await server()
        .app.db.manager.getRepository(StockAccount)
        .find({ order: { id: "ASC" } });
      expect(rows.map((r) => [r.username, r.password, r.email, r.emailPassword, r.status])).to.deep.equal([
        ["u1", "p1", "e1@mail.test", "ep1", "available"],
        ["u2", "p2", "e2@mail.test", "ep2", "available"],
      ]);
      const audit = await server().app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "stock.upload" });
      expect(JSON.parse(audit.details!)).to.include({ added: 2 });
    });

    it("skips usernames already in stock, sold or not, and repeats within the chunk", async () => {
      await addStock(server().app, 2, "dup");
      await markSold("dup1");
      const { uploadStockChunk } = await admin().ok(UPLOAD, { lines: ["dup0:p:e:ep", "dup1:p:e:ep", "fresh:p:e:ep", "fresh:p2:e2:ep2"] });
      expect(uploadStockChunk).to.deep.equal({ added: 1, skippedInvalid: 0, skippedDuplicates: 3 });
    });

    it("keeps duplicates when asked not to skip them", async () => {
      await addStock(server().app, 1, "dup");
      const { uploadStockChunk } = await admin().ok(UPLOAD, { lines: ["dup0:p:e:ep", "dup0:p:e:ep"], skip: false });
      expect(uploadStockChunk).to.deep.equal({ added: 2, skippedInvalid: 0, skippedDuplicates: 0 });
    });

    it("refuses an empty chunk with the spec's message and a chunk above 1000 lines", async () => {
      expect((await admin().fails(UPLOAD, { lines: [] })).message).to.equal("Please paste account data or upload a file");
      const tooMany = await admin().fails(UPLOAD, { lines: Array.from({ length: 1001 }, (_, i) => `u${i}:p:e:ep`) });
      expect(tooMany.message).to.equal("Send at most 1000 lines per chunk.");
      expect(await server().app.db.manager.getRepository(StockAccount).count()).to.equal(0);
    });

    it("adds a full chunk of 1000 lines in one go", async () => {
      const { uploadStockChunk } = await admin().ok(UPLOAD, { lines: Array.from({ length: 1000 }, (_, i) => `big${i}:p${i}:e${i}@mail.test:ep${i}`) });
      expect(uploadStockChunk.added).to.equal(1000);
      expect(await server().app.db.manager.getRepository(StockAccount).countBy({ status: "available" })).to.equal(1000);
    });

    it("drops a line with a part too long for its column instead of failing the chunk", async () => {
      const longEmail = "x".repeat(250) + "@mail.test";
      const r = await admin().gql(UPLOAD, { lines: ["ok:p:e:ep", `long:p:${longEmail}:ep`] });
      expect(r.data.uploadStockChunk).to.deep.equal({ added: 1, skippedInvalid: 1, skippedDuplicates: 0 });
      expect(await server().app.db.manager.getRepository(StockAccount).count()).to.equal(1);
    });
  });
});

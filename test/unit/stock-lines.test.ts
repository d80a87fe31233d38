import { expect } from "chai";
import { formatStockLine, MAX_STOCK_FIELD_LENGTH, parseStockLine, parseStockLines, splitCsvRow } from "../../common/stock-lines";

describe("parseStockLines (bulk upload format)", () => {
  it("reads username:password:email:emailpass lines with each part trimmed", () => {
    const r = parseStockLines(" alice : pw1 : a@mail.test : epw1 \nbob:pw2:b@mail.test:epw2");
    expect(r.accounts).to.deep.equal([
      { username: "alice", password: "pw1", email: "a@mail.test", emailPassword: "epw1" },
      { username: "bob", password: "pw2", email: "b@mail.test", emailPassword: "epw2" },
    ]);
    expect(r.skippedLines).to.equal(0);
  });

  it("drops and counts lines with fewer or more than four parts, or an empty part", () => {
    const r = parseStockLines(["a:b:c", "a:b:c:d:e", "a::c:d", "a:b:c: ", "ok:pw:ok@mail.test:epw"].join("\n"));
    expect(r.accounts.map((a) => a.username)).to.deep.equal(["ok"]);
    expect(r.skippedLines).to.equal(4);
  });

  it("lists each refused line with its number in the text (blank lines counted), the line itself and why", () => {
    const long = "x".repeat(MAX_STOCK_FIELD_LENGTH + 1);
    const r = parseStockLines(["ok:pw:ok@mail.test:epw", "", "a:b:c", "a::c:d", `${long}:pw:e@mail.test:epw`].join("\n"));
    expect(r.refused).to.deep.equal([
      { lineNumber: 3, text: "a:b:c", problem: "parts", parts: 3 },
      { lineNumber: 4, text: "a::c:d", problem: "empty", parts: 4 },
      { lineNumber: 5, text: `${long}:pw:e@mail.test:epw`, problem: "tooLong", parts: 4 },
    ]);
    const csv = parseStockLines("Username,Password,Email,Email Pass\nalice,pa:ss,a@mail.test,epw");
    expect(csv.refused).to.deep.equal([{ lineNumber: 2, text: "alice,pa:ss,a@mail.test,epw", problem: "colon", parts: 4 }]);
  });

  it("ignores blank lines and accepts Windows and old Mac line endings", () => {
    const r = parseStockLines("\r\n  \r\na:b:c:d\r\ne:f:g:h\rl:m:n:o\n\n");
    expect(r.accounts).to.have.length(3);
    expect(r.skippedLines).to.equal(0);
  });

  it("finds nothing in empty or whitespace-only text", () => {
    expect(parseStockLines("")).to.deep.equal({ accounts: [], skippedLines: 0, refused: [] });
    expect(parseStockLines(" \n\t\n")).to.deep.equal({ accounts: [], skippedLines: 0, refused: [] });
  });

  it("drops a part longer than the column can hold", () => {
    const long = "x".repeat(MAX_STOCK_FIELD_LENGTH + 1);
    const r = parseStockLines(`${long}:pw:e@mail.test:epw\nok:pw:e@mail.test:epw`);
    expect(r.accounts).to.have.length(1);
    expect(r.skippedLines).to.equal(1);
  });

  it("accepts a CSV with our column headers, in any order, with quoted cells", () => {
    const csv = ["Email,Email Pass,Username,Password", 'a@mail.test,"ep,1",alice,"p ""q"""', "b@mail.test,ep2,bob,pw2"].join("\n");
    const r = parseStockLines(csv);
    expect(r.accounts).to.deep.equal([
      { username: "alice", password: 'p "q"', email: "a@mail.test", emailPassword: "ep,1" },
      { username: "bob", password: "pw2", email: "b@mail.test", emailPassword: "ep2" },
    ]);
  });

  it("accepts the original shop's export headers and ignores its extra columns", () => {
    const csv = [
      "\uFEFFid,Instagram Username,Instagram Password,email,email-password,status",
      "1,insta1,ipw1,i1@mail.test,iepw1,available",
      "2,insta2,,i2@mail.test,iepw2,available",
    ].join("\r\n");
    const r = parseStockLines(csv);
    expect(r.accounts).to.deep.equal([{ username: "insta1", password: "ipw1", email: "i1@mail.test", emailPassword: "iepw1" }]);
    expect(r.skippedLines).to.equal(1);
  });

  it("drops a CSV row whose cell holds a colon, since every account must travel as one colon line", () => {
    const r = parseStockLines("Username,Password,Email,Email Pass\nalice,pa:ss,a@mail.test,epw");
    expect(r.accounts).to.have.length(0);
    expect(r.skippedLines).to.equal(1);
  });

  it("treats a comma line without all four known headers as colon data", () => {
    const r = parseStockLines("user,pass\na:b:c:d");
    expect(r.accounts).to.have.length(1);
    expect(r.skippedLines).to.equal(1);
  });

  it("round-trips an account through formatStockLine and parseStockLine", () => {
    const a = { username: "u", password: "p w", email: "e@mail.test", emailPassword: "ep" };
    expect(parseStockLine(formatStockLine(a))).to.deep.equal(a);
  });

  it("splits CSV cells with quoted commas and doubled quotes", () => {
    expect(splitCsvRow('a,"b,c","d ""e""",')).to.deep.equal(["a", "b,c", 'd "e"', ""]);
  });
});

import { expect } from "chai";
import { safeReturnTo, withReturnTo } from "../../web/src/auth/return-to";

describe("sign-in return path (web/src/auth/return-to)", () => {
  it("accepts a path of this site with its query and fragment", () => {
    expect(safeReturnTo("/cart")).to.equal("/cart");
    expect(safeReturnTo("/products/gmail-aged?x=1#buy")).to.equal("/products/gmail-aged?x=1#buy");
  });

  it("refuses anything a browser could read as another origin", () => {
    for (const raw of [
      "//evil.example",
      "//evil.example/cart",
      "/\\evil.example",
      "\\\\evil.example",
      "/cart\\..\\x",
      "https://evil.example/cart",
      "http:/evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "evil.example/cart",
      "cart",
      " /cart",
      "/\t/evil.example",
      "/\n/evil.example",
      "/cart\u0000",
    ]) {
      expect(safeReturnTo(raw), JSON.stringify(raw)).to.equal(null);
    }
  });

  it("refuses nothing-at-all, overlong values and the sign-in pages themselves", () => {
    for (const raw of [null, undefined, "", `/${"a".repeat(600)}`, "/auth/login", "/auth", "/auth?returnTo=/cart", "/auth/register?returnTo=%2Fcart"]) {
      expect(safeReturnTo(raw), String(raw)).to.equal(null);
    }
  });

  it("builds the sign-in link that comes back, and the plain one for an unsafe path", () => {
    expect(withReturnTo("/auth/login", "/cart")).to.equal("/auth/login?returnTo=%2Fcart");
    expect(withReturnTo("/auth/register", "/cart")).to.equal("/auth/register?returnTo=%2Fcart");
    expect(withReturnTo("/auth/login", "//evil.example")).to.equal("/auth/login");
    expect(withReturnTo("/auth/login", null)).to.equal("/auth/login");
  });
});

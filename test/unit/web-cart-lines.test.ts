import { expect } from "chai";
import {
  addLine,
  CART_VERSION,
  clampQuantity,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_STORED_CHARS,
  parseCart,
  removeLine,
  serializeCart,
  setLineQuantity,
  type CartLine,
} from "../../web/src/cart/cart-lines";

const line = (id: string, quantity = 1): CartLine => ({ productId: id, variantId: id, quantity });
const stored = (lines: unknown, v: unknown = CART_VERSION) => JSON.stringify({ v, lines });

describe("client cart lines (web/src/cart/cart-lines)", () => {
  describe("reading the stored cart", () => {
    it("reads back what it wrote", () => {
      const lines = [line("main_insta_product", 10), { productId: "p-1", variantId: "v_2", quantity: 3 }];
      expect(parseCart(serializeCart(lines))).to.deep.equal(lines);
    });

    it("gives an empty cart for nothing, broken JSON, another version or another shape", () => {
      for (const raw of [
        null,
        undefined,
        "",
        "{",
        "[]",
        "null",
        "42",
        stored([line("a")], 2),
        stored([line("a")], "1"),
        JSON.stringify({ v: 1 }),
        JSON.stringify({ v: 1, lines: {} }),
      ]) {
        expect(parseCart(raw), String(raw)).to.deep.equal([]);
      }
    });

    it("drops a value longer than the limit unread", () => {
      const huge = stored([line("a")]).replace("}]", `, "pad": "${"x".repeat(MAX_STORED_CHARS)}"}]`);
      expect(huge.length).to.be.greaterThan(MAX_STORED_CHARS);
      expect(parseCart(huge)).to.deep.equal([]);
    });

    it("leaves out lines with a bad id or quantity and keeps the good ones", () => {
      const bad = [
        { productId: "a", variantId: "a" },
        { productId: "a", variantId: "a", quantity: 0 },
        { productId: "a", variantId: "a", quantity: -2 },
        { productId: "a", variantId: "a", quantity: 1.5 },
        { productId: "a", variantId: "a", quantity: "3" },
        { productId: "a", variantId: "a", quantity: MAX_LINE_QUANTITY + 1 },
        { productId: "", variantId: "a", quantity: 1 },
        { productId: "a/../b", variantId: "a", quantity: 1 },
        { productId: "a", variantId: "x".repeat(65), quantity: 1 },
        { productId: 7, variantId: "a", quantity: 1 },
        null,
        "a",
        [line("a")],
      ];
      expect(parseCart(stored([...bad, line("good", 4)]))).to.deep.equal([line("good", 4)]);
    });

    it("keeps the first line of a variant listed twice", () => {
      expect(parseCart(stored([line("a", 2), line("b", 1), line("a", 9)]))).to.deep.equal([line("a", 2), line("b", 1)]);
    });

    it("keeps at most the cart's line limit", () => {
      const many = Array.from({ length: MAX_CART_LINES + 10 }, (_, i) => line(`p${i}`));
      const read = parseCart(stored(many));
      expect(read).to.have.length(MAX_CART_LINES);
      expect(read[MAX_CART_LINES - 1].variantId).to.equal(`p${MAX_CART_LINES - 1}`);
    });
  });

  describe("changing the cart", () => {
    it("brings a quantity inside the product's bounds", () => {
      expect(clampQuantity(3, { min: 10, max: null })).to.equal(10);
      expect(clampQuantity(80, { min: 10, max: 50 })).to.equal(50);
      expect(clampQuantity(12.7, { min: 1, max: null })).to.equal(12);
      expect(clampQuantity(Number.NaN, { min: 5, max: null })).to.equal(5);
      expect(clampQuantity(10 ** 9, { min: 1, max: null })).to.equal(MAX_LINE_QUANTITY);
    });

    it("sums an added variant already in the cart, within its maximum", () => {
      const once = addLine([], line("a", 10), { min: 10, max: 25 });
      expect(once).to.deep.equal({ lines: [line("a", 10)], refused: null });
      expect(addLine(once.lines, line("a", 10), { min: 10, max: 25 }).lines).to.deep.equal([line("a", 20)]);
      expect(addLine([line("a", 20)], line("a", 10), { min: 10, max: 25 }).lines).to.deep.equal([line("a", 25)]);
    });

    it("refuses a new line when the cart is full but still sums into a line it has", () => {
      const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line(`p${i}`));
      expect(addLine(full, line("new"), { min: 1, max: null })).to.deep.equal({ lines: full, refused: "full" });
      expect(addLine(full, line("p3", 2), { min: 1, max: null }).lines[3].quantity).to.equal(3);
    });

    it("sets a quantity within bounds and removes a line by its variant", () => {
      const lines = [line("a", 10), line("b", 1)];
      expect(setLineQuantity(lines, "a", 2, { min: 5, max: null })).to.deep.equal([line("a", 5), line("b", 1)]);
      expect(removeLine(lines, "a")).to.deep.equal([line("b", 1)]);
    });
  });
});

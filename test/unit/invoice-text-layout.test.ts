import { expect } from "chai";
import { fitText, invoiceFaces, textRuns, textWidth } from "../../server/modules/orders/invoice-fonts";

describe("the PDF invoice's text layout", () => {
  const faces = invoiceFaces();
  const runs = (text: string) => textRuns(text, faces).map((run) => [run.face.name, run.glyphs.map((g) => g.char).join("")]);

  it("draws each character in the first face that has it: Latin, then Latin Extended, Cyrillic, Chinese", () => {
    expect(runs("Ivy Иван 王小明 Lǚ Xiǎo")).to.deep.equal([
      ["latin", "Ivy "],
      ["cyrillic", "Иван"],
      ["latin", " "],
      ["chinese-simplified", "王小明"],
      ["latin", " L"],
      ["latin-ext", "ǚ"],
      ["latin", " Xi"],
      ["latin-ext", "ǎ"],
      ["latin", "o"],
    ]);
  });

  it("draws a character none of the faces has as the Latin face's ?", () => {
    expect(runs("a🦄b")).to.deep.equal([["latin", "a?b"]]);
    // Noto Sans SC's Latin Extended is pinyin's: no Polish Ł.
    expect(runs("Łódź")).to.deep.equal([["latin", "?ód?"]]);
    expect(textRuns("🦄", faces)[0].glyphs[0].glyph.id).to.equal(faces[0].font.glyphForCodePoint("?".codePointAt(0)!).id);
  });

  it("measures text with the fonts' advances, in proportion to the size", () => {
    expect(textWidth("王", faces, 10)).to.equal(10);
    expect(textWidth("iiii", faces, 10)).to.be.below(textWidth("MMMM", faces, 10));
    expect(textWidth("Ivy 王", faces, 20)).to.be.closeTo(2 * textWidth("Ivy 王", faces, 10), 1e-9);
    expect(textWidth("ab", faces, 9)).to.be.closeTo(textWidth("a", faces, 9) + textWidth("b", faces, 9), 1e-9);
  });

  it("keeps text that fits, and cuts text that does not to its widest beginning that fits with …", () => {
    expect(fitText("Digital Accounts", faces, 9, 250)).to.equal("Digital Accounts");
    const latin = fitText("i".repeat(200), faces, 9, 100);
    const chinese = fitText("王".repeat(200), faces, 9, 100);
    for (const cut of [latin, chinese]) {
      expect(cut.endsWith("…")).to.equal(true);
      expect(textWidth(cut, faces, 9)).to.be.at.most(100);
      expect(textWidth(`${cut.slice(0, -1)}${cut.at(-2)}…`, faces, 9)).to.be.above(100);
    }
    expect(chinese).to.equal(`${"王".repeat(10)}…`);
    expect(latin.length).to.be.above(chinese.length * 3);
    expect(fitText("ab   cdefghijklmnopqrstuvwxyz", faces, 9, textWidth("ab   c…", faces, 9) - 0.01)).to.equal("ab…");
  });
});

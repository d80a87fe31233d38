import { expect } from "chai";
import { invoiceFaces, textRuns, textWidth, wrapText } from "../../server/modules/orders/invoice-fonts";

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

  it("keeps text that fits on one line, and wraps text that does not: after a space, else between characters", () => {
    expect(wrapText("Digital Accounts", faces, 9, 250)).to.deep.equal(["Digital Accounts"]);
    const words = wrapText("Очень длинное название товара для проверки переноса строк", faces, 9, 100);
    expect(words.length).to.be.above(2);
    expect(words.join(" ")).to.equal("Очень длинное название товара для проверки переноса строк");
    const chinese = wrapText("王".repeat(25), faces, 9, 100);
    expect(chinese).to.deep.equal(["王".repeat(11), "王".repeat(11), "王".repeat(3)]);
    for (const line of [...words, ...chinese]) expect(textWidth(line, faces, 9)).to.be.at.most(100);
    // A word wider than the line is cut between characters; a line break in the text is kept.
    const long = wrapText("i".repeat(200), faces, 9, 100);
    expect(long.join("")).to.equal("i".repeat(200));
    expect(wrapText("Street 1\nCity", faces, 9, 300)).to.deep.equal(["Street 1", "City"]);
  });
});

import { deflateSync } from "node:zlib";
import type { Subset } from "fontkit";
import { pageTexts } from "../../http/page-text";
import { couponLine, dollars, invoiceFacts, type Invoice } from "./invoice";
import { type Face, fitText, invoiceFaces, textRuns, textWidth } from "./invoice-fonts";

const LEFT = 50;
const RIGHT = 545;
/** The right edges of the number columns; the item column ends a gap before the quantity's. */
const QTY_RIGHT = 360;
const UNIT_PRICE_RIGHT = 455;
const ITEM_WIDTH = 250;
/** The coupon and total labels span the item, quantity and unit price columns, as in the HTML. */
const SUMMARY_WIDTH = 395;

/**
 * The receipt as a one-page PDF in the reader's language, written by hand: a dozen lines of text
 * in Noto Sans SC, each font embedded as a subset of the glyphs the page uses, with a ToUnicode
 * map so the text copies and searches.
 */
export function invoicePdf(invoice: Invoice): Buffer {
  const t = pageTexts(invoice.language);
  const faces = invoiceFaces();
  const fonts = new PageFonts(faces);
  const ops: string[] = [];
  let y = 790;
  const text = (s: string, size: number, x = LEFT, maxWidth = RIGHT - x) => {
    if (s) ops.push(fonts.show(fitText(s, faces, size, maxWidth), size, x, y));
  };
  const rightAligned = (s: string, size: number, rightEdge: number) => {
    if (s) ops.push(fonts.show(s, size, rightEdge - textWidth(s, faces, size), y));
  };
  const row = (item: string, itemWidth: number, qty: string, unit: string, amount: string) => {
    text(item, 9, LEFT, itemWidth);
    rightAligned(qty, 9, QTY_RIGHT);
    rightAligned(unit, 9, UNIT_PRICE_RIGHT);
    rightAligned(amount, 9, RIGHT);
  };
  const down = (points: number) => {
    y -= points;
  };

  text(invoice.shopName, 20);
  down(22);
  text(t("invoice.heading"), 11);
  down(30);
  const facts = invoiceFacts(invoice);
  // The values start at 140 points as ever, further right when a label is wider ("Лицензионный ключ").
  const valueX = Math.max(140, LEFT + 12 + Math.max(...facts.map(([label]) => textWidth(label, faces, 10))));
  for (const [label, value] of facts) {
    text(label, 10);
    text(value, 10, valueX);
    down(16);
  }
  down(14);
  row(t("invoice.item"), ITEM_WIDTH, t("invoice.qty"), t("invoice.unitPrice"), t("invoice.amount"));
  down(6);
  ops.push(`${LEFT} ${y} m ${RIGHT} ${y} l S`);
  down(14);
  for (const l of invoice.lines) {
    row(l.description, ITEM_WIDTH, String(l.quantity), dollars(l.unitPriceCents), dollars(l.totalCents));
    down(14);
  }
  const coupon = couponLine(invoice);
  if (coupon) {
    row(coupon[0], SUMMARY_WIDTH, "", "", coupon[1]);
    down(14);
  }
  ops.push(`${LEFT} ${y + 8} m ${RIGHT} ${y + 8} l S`);
  down(6);
  row(t("invoice.total"), SUMMARY_WIDTH, "", "", dollars(invoice.totalCents));

  return assemble(ops.join("\n"), fonts);
}

/** A face as this page uses it: its resource name, the subset of its glyphs, and what each stands for. */
interface UsedFace {
  face: Face;
  resource: string;
  subset: Subset;
  /** By subset glyph id (the CID): the advance in thousandths of an em, and the text it draws. */
  widths: number[];
  unicode: string[];
}

/** The faces one page draws with, each subset to the glyphs it shows. */
class PageFonts {
  readonly used: UsedFace[] = [];

  constructor(private readonly faces: readonly Face[]) {}

  /** The operators that draw `s` at (x, y), switching face between runs. */
  show(s: string, size: number, x: number, y: number): string {
    const runs = textRuns(s, this.faces).map((run) => {
      const used = this.use(run.face);
      const cids = run.glyphs.map(({ glyph, char }) => {
        const cid = used.subset.includeGlyph(glyph);
        used.widths[cid] = Math.round((glyph.advanceWidth * 1000) / run.face.font.unitsPerEm);
        used.unicode[cid] ??= char;
        return cid.toString(16).padStart(4, "0");
      });
      return `/${used.resource} ${size} Tf <${cids.join("")}> Tj`;
    });
    return `BT ${number(x)} ${number(y)} Td ${runs.join(" ")} ET`;
  }

  private use(face: Face): UsedFace {
    let used = this.used.find((u) => u.face === face);
    if (!used) {
      used = { face, resource: `F${this.used.length + 1}`, subset: face.font.createSubset(), widths: [], unicode: [] };
      this.used.push(used);
    }
    return used;
  }
}

const number = (n: number) => String(Math.round(n * 100) / 100);

/** A compressed stream object. */
function stream(data: Buffer, dictionary = ""): Buffer {
  const compressed = deflateSync(data);
  return Buffer.concat([
    Buffer.from(`<< /Length ${compressed.length} /Filter /FlateDecode${dictionary} >>\nstream\n`, "latin1"),
    compressed,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** Type 0 font objects (numbered from `first`) for one used face: the font, its CID font, descriptor, file and ToUnicode map. */
function fontObjects(used: UsedFace, first: number, index: number): Buffer[] {
  const { font } = used.face;
  const scale = (v: number) => Math.round((v * 1000) / font.unitsPerEm);
  // A subset's name starts with six capital letters of its own (PDF 32000 9.6.4). The files name
  // themselves after the variable font they were cut from (some "Thin"); all four are the 400 weight.
  const name = `BIAIN${String.fromCharCode(65 + index)}+NotoSansSC-Regular`;
  const fontFile = Buffer.from(used.subset.encode());
  const widths = Array.from({ length: used.widths.length - 1 }, (_, i) => used.widths[i + 1] ?? 0);
  const unicode = used.unicode.flatMap((char, cid) =>
    char ? [`<${cid.toString(16).padStart(4, "0")}> <${Buffer.from(char, "utf16le").swap16().toString("hex")}>`] : [],
  );
  const chunks = Array.from({ length: Math.ceil(unicode.length / 100) }, (_, i) => unicode.slice(i * 100, i * 100 + 100));
  const cmap = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...chunks.map((chunk) => `${chunk.length} beginbfchar\n${chunk.join("\n")}\nendbfchar`),
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
  const { minX, minY, maxX, maxY } = font.bbox;
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 4} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 2} 0 R /CIDToGIDMap /Identity /DW 1000 /W [1 [${widths.join(" ")}]] >>`,
    // Flags 4: symbolic (glyphs outside the standard Latin set); StemV 80: a regular weight's stem, as readers only use it to stand in a substitute font.
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${[minX, minY, maxX, maxY].map(scale).join(" ")}] /ItalicAngle ${font.italicAngle} /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${first + 3} 0 R >>`,
    stream(fontFile, ` /Length1 ${fontFile.length}`),
    stream(Buffer.from(cmap, "latin1")),
  ].map((o) => (typeof o === "string" ? Buffer.from(o, "latin1") : o));
}

function assemble(content: string, fonts: PageFonts): Buffer {
  const fontsFrom = 5;
  const fontResources = fonts.used.map((u, i) => `/${u.resource} ${fontsFrom + i * 5} 0 R`).join(" ");
  const objects: Buffer[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << ${fontResources} >> >> /Contents 4 0 R >>`,
  ].map((o) => Buffer.from(o, "latin1"));
  objects.push(stream(Buffer.from(content, "latin1")));
  fonts.used.forEach((used, i) => objects.push(...fontObjects(used, fontsFrom + i * 5, i)));

  // The second line's bytes above 127 tell transfer tools the file is binary.
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const framed = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), object, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(framed);
    length += framed.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}

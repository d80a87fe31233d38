import { inflateSync } from "node:zlib";

/** A font of a page, as its dictionaries declare it. */
export interface PdfFont {
  resource: string;
  subtype: string;
  encoding: string;
  descendantSubtype: string;
  /** Glyph code to text, from the font's ToUnicode map. */
  toUnicode: Map<number, string>;
  /** Glyph code to its advance in thousandths of the font size, from the descendant font's /W. */
  widths: Map<number, number>;
}

/**
 * The text of a PDF as the invoice writes it (pdfkit, Type 0 fonts with Identity-H encoding),
 * read the way a PDF reader finds it: through the cross-reference table to each object, each
 * page's (deflated) content stream's `TJ` glyph codes mapped to text by each font's ToUnicode
 * map, placed by the text matrix (`Tm`). Pieces on one baseline join left to right into one
 * line: directly when one starts where the one before it ends (a word drawn in two faces)
 * or a space is already there, else with a space. Lines run top to bottom, page after page.
 */
export function readPdf(pdf: Buffer): { lines: string[]; fonts: PdfFont[]; pages: number; images: number } {
  const text = pdf.toString("latin1");
  const xref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  if (text.slice(xref, xref + 5) !== "xref\n") throw new Error("startxref does not point at the xref table");
  const count = Number(/^xref\n0 (\d+)\n/.exec(text.slice(xref))![1]);
  const offsets = text
    .slice(xref)
    .split("\n")
    .slice(2, 2 + count)
    .map((line) => Number(line.slice(0, 10)));

  const dictionary = (n: number) => {
    const header = `${n} 0 obj\n`;
    const at = offsets[n];
    if (text.slice(at, at + header.length) !== header) throw new Error(`object ${n} is not where the xref says`);
    const end = text.indexOf("\nendobj", at);
    const body = text.slice(at + header.length, end);
    const streamAt = body.indexOf(">>\nstream\n");
    return { dict: streamAt < 0 ? body : body.slice(0, streamAt + 2), streamStart: streamAt < 0 ? -1 : at + header.length + streamAt + ">>\nstream\n".length };
  };
  const streamOf = (n: number) => {
    const { dict, streamStart } = dictionary(n);
    const data = pdf.subarray(streamStart, streamStart + Number(/\/Length (\d+)/.exec(dict)![1]));
    return (dict.includes("/FlateDecode") ? inflateSync(data) : data).toString("latin1");
  };
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict)![1]);
  const name = (dict: string, key: string) => new RegExp(`/${key} /([\\w-]+)`).exec(dict)![1];
  const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");

  const catalog = offsets.map((_, n) => (n === 0 ? "" : dictionary(n).dict)).findIndex((dict) => /\/Type \/Catalog\b/.test(dict));
  const pagesDict = dictionary(ref(dictionary(catalog).dict, "Pages")).dict;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pagesDict)![1].matchAll(/(?<!\d)(\d+) 0 R/g)].map((m) => Number(m[1]));

  const fontsByObject = new Map<number, PdfFont>();
  const fontOf = (resource: string, n: number): PdfFont => {
    const known = fontsByObject.get(n);
    if (known) return known;
    const font = dictionary(n).dict;
    const toUnicode = new Map<number, string>();
    const cmap = streamOf(ref(font, "ToUnicode"));
    for (const [, from, , targets] of cmap.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]$/gim)) {
      // A ligature's glyph stands for several characters: "<0066 0066>" is "ff".
      [...targets.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => toUnicode.set(parseInt(from, 16) + i, utf16(hex.replace(/ /g, ""))));
    }
    for (const [, code, unicode] of cmap.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gim)) toUnicode.set(parseInt(code, 16), utf16(unicode));
    const descendant = dictionary(ref(font, "DescendantFonts")).dict;
    const widths = new Map<number, number>();
    for (const [, first, list] of (/\/W \[(.*)\]/s.exec(descendant)?.[1] ?? "").matchAll(/(?<!\d)(\d+) \[([^\]]*)\]/g)) {
      list
        .trim()
        .split(/\s+/)
        .forEach((w, i) => widths.set(Number(first) + i, Number(w)));
    }
    const parsed = {
      resource,
      subtype: name(font, "Subtype"),
      encoding: name(font, "Encoding"),
      descendantSubtype: name(descendant, "Subtype"),
      toUnicode,
      widths,
    };
    fontsByObject.set(n, parsed);
    return parsed;
  };

  const lines: string[] = [];
  let images = 0;
  for (const page of kids) {
    const pageDict = dictionary(page).dict;
    const resources = /\/Resources (\d+) 0 R/.exec(pageDict) ? dictionary(ref(pageDict, "Resources")).dict : pageDict;
    const fontRefs = new Map([...(/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, r, n]) => [r, Number(n)]));
    const content = streamOf(ref(pageDict, "Contents"));
    images += [...content.matchAll(/\/I\d+ Do/g)].length;
    const pieces: Array<{ x: number; y: number; end: number; text: string }> = [];
    let x = 0;
    let y = 0;
    let font: PdfFont | undefined;
    let size = 0;
    for (const m of content.matchAll(/1 0 0 1 (\S+) (\S+) Tm|\/(\w+) (\S+) Tf|(?<!\[)\[([^[\]]*)\] TJ/g)) {
      if (m[1] !== undefined) {
        x = Number(m[1]);
        y = Number(m[2]);
      } else if (m[3] !== undefined) {
        font = fontOf(m[3], fontRefs.get(m[3])!);
        size = Number(m[4]);
      } else {
        let piece = "";
        let advance = 0;
        for (const [, hex, kern] of m[5].matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)) {
          if (kern !== undefined) {
            advance -= Number(kern);
            continue;
          }
          for (const code of hex.match(/.{4}/g) ?? []) {
            const cid = parseInt(code, 16);
            piece += font!.toUnicode.get(cid) ?? "\uFFFD";
            advance += font!.widths.get(cid) ?? 1000;
          }
        }
        pieces.push({ x, y, end: x + (advance * size) / 1000, text: piece });
      }
    }
    const baselines = [...new Set(pieces.map((p) => Math.round(p.y * 10) / 10))].sort((a, b) => b - a);
    for (const baseline of baselines) {
      const row = pieces.filter((p) => Math.round(p.y * 10) / 10 === baseline).sort((a, b) => a.x - b.x);
      const joined = (line: string, p: (typeof row)[number], i: number) => {
        const touching = Math.abs(p.x - row[i - 1].end) < 0.5 || line.endsWith(" ") || p.text.startsWith(" ");
        return line + (touching ? "" : " ") + p.text;
      };
      lines.push(row.reduce((line, p, i) => (i === 0 ? p.text : joined(line, p, i)), ""));
    }
  }
  return { lines, fonts: [...fontsByObject.values()], pages: kids.length, images };
}

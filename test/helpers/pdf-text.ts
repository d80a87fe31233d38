import { inflateSync } from "node:zlib";

/** A font of the page, as its dictionaries declare it. */
export interface PdfFont {
  resource: string;
  subtype: string;
  encoding: string;
  descendantSubtype: string;
  /** Glyph code to text, from the font's ToUnicode map. */
  toUnicode: Map<number, string>;
}

/**
 * The text of a one-page PDF as the invoice writes it, read the way a PDF reader finds it:
 * through the cross-reference table to each object, the (deflated) content stream's `Tj`
 * glyph codes mapped to text by each font's ToUnicode map. The pieces drawn on one baseline
 * join, left to right and separated by a space, into one line; lines run top to bottom.
 */
export function readPdf(pdf: Buffer): { lines: string[]; fonts: PdfFont[] } {
  const text = pdf.toString("latin1");
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (text.slice(xref, xref + 5) !== "xref\n") throw new Error("startxref does not point at the xref table");
  const count = Number(/^xref\n0 (\d+)\n/.exec(text.slice(xref))![1]);
  const offsets = text
    .slice(xref)
    .split("\n")
    .slice(3, 2 + count)
    .map((line) => Number(line.slice(0, 10)));

  const dictionary = (n: number) => {
    const header = `${n} 0 obj\n`;
    const at = offsets[n - 1];
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

  const page = offsets.map((_, i) => dictionary(i + 1).dict).find((dict) => dict.includes("/Type /Page "))!;
  const fonts = [.../\/Font << (.*?) >>/.exec(page)![1].matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, resource, n]): PdfFont => {
    const font = dictionary(Number(n)).dict;
    const toUnicode = new Map<number, string>();
    for (const [, code, unicode] of streamOf(ref(font, "ToUnicode")).matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gm)) {
      toUnicode.set(parseInt(code, 16), Buffer.from(unicode, "hex").swap16().toString("utf16le"));
    }
    return {
      resource,
      subtype: name(font, "Subtype"),
      encoding: name(font, "Encoding"),
      descendantSubtype: name(dictionary(ref(font, "DescendantFonts")).dict, "Subtype"),
      toUnicode,
    };
  });

  const pieces: Array<{ x: number; y: number; text: string }> = [];
  for (const [, x, y, shows] of streamOf(ref(page, "Contents")).matchAll(/BT (\S+) (\S+) Td (.*?) ET/g)) {
    let piece = "";
    for (const [, resource, codes] of shows.matchAll(/\/(\w+) \S+ Tf <([0-9a-f]*)> Tj/g)) {
      const font = fonts.find((f) => f.resource === resource)!;
      for (const code of codes.match(/.{4}/g) ?? []) piece += font.toUnicode.get(parseInt(code, 16)) ?? "\uFFFD";
    }
    pieces.push({ x: Number(x), y: Number(y), text: piece });
  }
  const baselines = [...new Set(pieces.map((p) => p.y))].sort((a, b) => b - a);
  const lines = baselines.map((y) =>
    pieces
      .filter((p) => p.y === y)
      .sort((a, b) => a.x - b.x)
      .map((p) => p.text)
      .join(" "),
  );
  return { lines, fonts };
}

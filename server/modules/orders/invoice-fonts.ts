import fs from "node:fs";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";

/**
 * The faces the PDF invoice draws with (Noto Sans SC, see invoice-fonts/README.md), and the text
 * layout over them: each character in the first face that has it, widths from the fonts.
 */
export interface Face {
  /** The file's script, e.g. "cyrillic". */
  name: string;
  font: fontkit.Font;
  /** The TrueType file, as the PDF writer embeds it (a subset of the glyphs a page uses). */
  sfnt: Buffer;
}

/** One piece of text drawn in one face. */
export interface TextRun {
  face: Face;
  glyphs: Array<{ glyph: fontkit.Glyph; char: string }>;
}

/** In fallback order: a character none of them has is drawn as the first face's "?". */
const FACE_FILES = ["latin", "latin-ext", "cyrillic", "chinese-simplified"];

let loaded: Face[] | undefined;

/** The faces, read once per process on the first PDF (about 20 ms; 2.5 MB of tables stay in memory). */
export function invoiceFaces(): Face[] {
  loaded ??= FACE_FILES.map((name) => {
    const sfnt = woffToSfnt(fs.readFileSync(new URL(`./invoice-fonts/noto-sans-sc-${name}-400-normal.woff`, import.meta.url)));
    return { name, font: fontkit.create(sfnt) as fontkit.Font, sfnt };
  });
  return loaded;
}

/**
 * A WOFF 1 file as the TrueType file it wraps. fontkit reads WOFF itself, but inflates a table
 * in JavaScript on every access (over a second per PDF for the Chinese face); node:zlib once is ~10 ms.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressedLength < length ? inflateSync(stored) : stored };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const sfnt = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), 12 + 16 * numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  let at = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const entry = 12 + 16 * i;
    sfnt.writeUInt32BE(t.tag, entry);
    sfnt.writeUInt32BE(t.checksum, entry + 4);
    sfnt.writeUInt32BE(at, entry + 8);
    sfnt.writeUInt32BE(t.data.length, entry + 12);
    t.data.copy(sfnt, at);
    at += padded(t.data.length);
  });
  return sfnt;
}

/** `text` cut into runs, each character in the first face that has a glyph for it. */
export function textRuns(text: string, faces: readonly Face[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const face = faces.find((f) => f.font.hasGlyphForCodePoint(codePoint));
    const drawn = face ? { face, char } : { face: faces[0], char: "?" };
    const glyph = drawn.face.font.glyphForCodePoint(drawn.char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.face === drawn.face) last.glyphs.push({ glyph, char: drawn.char });
    else runs.push({ face: drawn.face, glyphs: [{ glyph, char: drawn.char }] });
  }
  return runs;
}

/** The advance of `text` at `size` points, in points. */
export function textWidth(text: string, faces: readonly Face[], size: number): number {
  return textRuns(text, faces).reduce((width, run) => width + runWidth(run, size), 0);
}

export const runWidth = (run: TextRun, size: number): number =>
  run.glyphs.reduce((width, { glyph }) => width + (glyph.advanceWidth * size) / run.face.font.unitsPerEm, 0);

/**
 * `text` in lines that each fit in `maxWidth` points: broken after a space where a line has one,
 * else between any two characters (Chinese has no spaces); a single character wider than the
 * line stands alone. Line breaks in `text` are kept.
 */
export function wrapText(text: string, faces: readonly Face[], size: number, maxWidth: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lastSpace = -1;
    for (const char of paragraph) {
      const candidate = line + char;
      if (line && char !== " " && textWidth(candidate, faces, size) > maxWidth) {
        if (lastSpace > 0) {
          out.push(line.slice(0, lastSpace).trimEnd());
          line = line.slice(lastSpace + 1) + char;
        } else {
          out.push(line.trimEnd());
          line = char;
        }
        lastSpace = -1;
        for (let i = line.length - 1; i >= 0; i--)
          if (line[i] === " ") {
            lastSpace = i;
            break;
          }
      } else {
        line = candidate;
        if (char === " ") lastSpace = line.length - 1;
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

/** The part of fontkit 2 (which ships no types) that the PDF invoice uses. */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    advanceWidth: number;
  }
  export interface Subset {
    /** Adds a glyph and returns its id in the subset (0 is .notdef, then in the order added). */
    includeGlyph(glyph: Glyph | number): number;
    encode(): Uint8Array;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    italicAngle: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    createSubset(): Subset;
  }
  export function create(buffer: Buffer): Font;
}

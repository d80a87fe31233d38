import PDFDocument from "pdfkit";
import { pageTexts } from "../../http/page-text";
import { invoiceFacts, lineCells, sellerLines, totalRows, type Invoice } from "./invoice";
import { invoiceFaces, textRuns, runWidth, textWidth, wrapText } from "./invoice-fonts";

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 790;
/** The right edges of the number columns (quantity, unit price, subtotal, coupon share, total); the item column ends a gap before the first. */
const NUMBER_RIGHTS = [295, 355, 415, 478, RIGHT];
const ITEM_WIDTH = 200;
const LOGO = { width: 150, height: 60 };

/**
 * The invoice as an A4 PDF in the reader's language, written with pdfkit: the same facts, lines
 * and totals as the HTML, in Noto Sans SC (each face embedded as a subset of the glyphs used,
 * with its ToUnicode map, so the text copies and searches). A text in several scripts is drawn
 * run by run, each in the first face that has its characters; long texts wrap; lines that do
 * not fit go on to a next page.
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const t = pageTexts(invoice.language);
  const faces = invoiceFaces();
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    pdfVersion: "1.4",
    info: { Title: t("invoice.title", { orderId: invoice.number, shop: invoice.shopName }), Author: invoice.seller.legalName || invoice.shopName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const face of faces) doc.registerFont(face.name, face.sfnt);

  let y = LEFT;
  /** Draws `s` on one line with its top at `top` (the current line by default), run by run (each in its face). */
  const draw = (s: string, size: number, x: number, top = y) => {
    let at = x;
    for (const run of textRuns(s, faces)) {
      doc
        .font(run.face.name)
        .fontSize(size)
        .text(run.glyphs.map((g) => g.char).join(""), at, top, { lineBreak: false });
      at += runWidth(run, size);
    }
  };
  const rightAligned = (s: string, size: number, rightEdge: number, top = y) => draw(s, size, rightEdge - textWidth(s, faces, size), top);
  const lineHeight = (size: number) => size * 1.45;
  const room = (points: number) => {
    if (y + points > BOTTOM) {
      doc.addPage();
      y = LEFT;
    }
  };
  const wrap = (s: string, size: number, maxWidth: number) => wrapText(s, faces, size, maxWidth);
  /** Lines already wrapped (wrap), drawn down from the current line at x; answers their height and leaves y where it was. */
  const block = (lines: string[], size: number, x: number) => {
    lines.forEach((line, k) => draw(line, size, x, y + k * lineHeight(size)));
    return lines.length * lineHeight(size);
  };

  // The shop and the invoice's number, the logo to the right.
  const logo = invoice.seller.logo;
  const headingWidth = RIGHT - LEFT - (logo ? LOGO.width + 10 : 0);
  if (logo) doc.image(logo.bytes, RIGHT - LOGO.width, y, { fit: [LOGO.width, LOGO.height], align: "right" });
  y += block(wrap(invoice.shopName, 20, headingWidth), 20, LEFT);
  y += block(wrap(`${t("invoice.heading")} ${invoice.number}`, 11, headingWidth), 11, LEFT) + 10;
  if (logo) y = Math.max(y, LEFT + LOGO.height + 10);

  // The seller.
  for (const line of sellerLines(invoice)) {
    room(lineHeight(9));
    y += block(wrap(line, 9, RIGHT - LEFT), 9, LEFT);
  }
  y += 14;

  // The facts: labels, then the values, wrapped (a long link, several licence keys).
  const facts = invoiceFacts(invoice);
  const valueX = Math.max(140, LEFT + 12 + Math.max(...facts.map(([label]) => textWidth(label, faces, 10))));
  for (const [label, value] of facts) {
    const lines = wrap(value, 10, RIGHT - valueX);
    const height = Math.max(lineHeight(10), lines.length * lineHeight(10));
    room(height);
    draw(label, 10, LEFT);
    block(lines, 10, valueX);
    y += height + 2;
  }
  y += 14;

  // The lines: each one's price breakdown.
  const header = [t("invoice.qty"), t("invoice.unitPrice"), t("invoice.subtotal"), t("invoice.discount"), t("invoice.lineTotal")];
  const headerLines = header.map((h, i) => wrap(h, 8, columnWidth(i)));
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * lineHeight(8);
  room(headerHeight + 30);
  draw(t("invoice.item"), 8, LEFT);
  headerLines.forEach((lines, i) => lines.forEach((line, k) => rightAligned(line, 8, NUMBER_RIGHTS[i], y + k * lineHeight(8))));
  y += headerHeight + 2;
  rule(doc, y);
  y += 6;
  for (const l of invoice.lines) {
    const lines = wrap(l.description, 9, ITEM_WIDTH);
    const height = lines.length * lineHeight(9);
    room(height);
    block(lines, 9, LEFT);
    lineCells(l).forEach((v, i) => rightAligned(v, 9, NUMBER_RIGHTS[i]));
    y += height + 4;
  }
  rule(doc, y);
  y += 6;
  const totals = totalRows(invoice);
  totals.forEach(([label, value], i) => {
    const size = i === totals.length - 1 ? 10 : 9;
    room(lineHeight(size));
    block(wrap(label, size, NUMBER_RIGHTS[3] - LEFT), size, LEFT);
    rightAligned(value, size, RIGHT);
    y += lineHeight(size) + 2;
  });

  doc.end();
  return done;
}

/** The width a number column's header may take: from the previous column's right edge (or the item column's end) to its own. */
function columnWidth(i: number): number {
  return NUMBER_RIGHTS[i] - (i === 0 ? LEFT + ITEM_WIDTH : NUMBER_RIGHTS[i - 1]) - 6;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor("#999999").stroke();
}

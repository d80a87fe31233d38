import { couponLine, dollars, invoiceFacts, type Invoice } from "./invoice";

/**
 * The receipt as a one-page PDF, written by hand: a receipt is a dozen lines of text, which the
 * PDF format's built-in fonts draw without a library. Text is Latin-1 (WinAnsi); other
 * characters become "?". Courier lines up the item columns.
 */
export function invoicePdf(invoice: Invoice): Buffer {
  const ops: string[] = [];
  let y = 790;
  const text = (s: string, font: "F1" | "F2" | "F3", size: number, x = 50) => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${pdfString(s)}) Tj ET`);
  };
  const down = (points: number) => {
    y -= points;
  };

  text(invoice.shopName, "F2", 20);
  down(22);
  text("Invoice / receipt", "F1", 11);
  down(30);
  for (const [label, value] of invoiceFacts(invoice)) {
    text(label, "F1", 10);
    text(value, "F1", 10, 140);
    down(16);
  }
  down(14);
  const row = (item: string, qty: string, unit: string, amount: string) =>
    `${cut(item, 38).padEnd(38)} ${qty.padStart(8)} ${unit.padStart(14)} ${amount.padStart(14)}`;
  text(row("Item", "Qty", "Unit price", "Amount"), "F3", 9);
  down(6);
  ops.push(`50 ${y} m 545 ${y} l S`);
  down(14);
  for (const l of invoice.lines) {
    text(row(l.description, String(l.quantity), dollars(l.unitPriceCents), dollars(l.totalCents)), "F3", 9);
    down(14);
  }
  const coupon = couponLine(invoice);
  if (coupon) {
    text(row(coupon[0], "", "", coupon[1]), "F3", 9);
    down(14);
  }
  ops.push(`50 ${y + 8} m 545 ${y + 8} l S`);
  down(6);
  text(row("Total (paid from balance)", "", "", dollars(invoice.totalCents)), "F3", 9);

  return assemble(ops.join("\n"));
}

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A PDF literal string: backslash and parentheses escaped, anything outside Latin-1 replaced. */
function pdfString(s: string): string {
  return [...s]
    .map((c) => {
      if (c === "…") return "...";
      const code = c.codePointAt(0)!;
      if (code < 32 || code > 255) return "?";
      return c === "\\" || c === "(" || c === ")" ? `\\${c}` : c;
    })
    .join("");
}

function assemble(content: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R /F3 6 0 R >> >> /Contents 7 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

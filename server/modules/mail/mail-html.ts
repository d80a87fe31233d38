const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A URL standing alone in a line of the text part; bounded so the pattern stays linear. */
const LINK = /https?:\/\/[^\s<>"']{1,2000}/g;

/**
 * The HTML part of a mail, written from its plain text: every character the text holds is
 * escaped (names and product titles come from people), lines keep their breaks, and only the
 * shop's own http(s) links become anchors.
 */
export function textToHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((block) =>
    block
      .split("\n")
      .map((line) => {
        let html = "";
        let last = 0;
        for (const m of line.matchAll(LINK)) {
          html += escapeHtml(line.slice(last, m.index)) + `<a href="${escapeHtml(m[0])}">${escapeHtml(m[0])}</a>`;
          last = m.index + m[0].length;
        }
        return html + escapeHtml(line.slice(last));
      })
      .join("<br>\n"),
  );
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}\n</body></html>\n`;
}

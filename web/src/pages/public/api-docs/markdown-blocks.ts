/**
 * Splits the small Markdown subset docs/api.md is written in (headings, paragraphs, lists,
 * tables, fenced code) into blocks, so the API page renders the very file the repository
 * ships, with the site's own components and without injecting HTML.
 */
export type MarkdownBlock =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "code"; language: string; code: string };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n/g, "\n").split("\n");
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) code.push(lines[i]);
      i++;
      blocks.push({ kind: "code", language: fence[1], code: code.join("\n") });
      continue;
    }
    const heading = /^(#{1,3})\s+(\S.*)?$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1].length as 1 | 2 | 3, text: heading[2] ?? "" });
      i++;
      continue;
    }
    if (line.startsWith("|")) {
      const header = cells(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && lines[i].startsWith("|"); i++) rows.push(cells(lines[i]));
      blocks.push({ kind: "table", header, rows });
      continue;
    }
    const item = /^(-|\d+\.)\s+(\S.*)?$/.exec(line);
    if (item) {
      const ordered = item[1] !== "-";
      const items: string[] = [];
      while (i < lines.length) {
        const next = /^(-|\d+\.)\s+(\S.*)?$/.exec(lines[i]);
        if (next) items.push(next[2] ?? "");
        else if (/^\s+\S/.test(lines[i]) && items.length) items[items.length - 1] += " " + lines[i].trim();
        else break;
        i++;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && !/^(#|```|\||-\s|\d+\.\s)/.test(lines[i])) text.push(lines[i++].trim());
    blocks.push({ kind: "paragraph", text: text.join(" ") });
  }
  return blocks;
}

export type InlinePart = { kind: "text" | "code" | "strong"; text: string } | { kind: "link"; text: string; href: string };

/** `code`, **strong** and [links](/path) inside a block. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^[\]]+)\]\(([^)]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ kind: "text", text: text.slice(last, m.index) });
    if (m[1] !== undefined) parts.push({ kind: "code", text: m[1] });
    else if (m[2] !== undefined) parts.push({ kind: "strong", text: m[2] });
    else parts.push({ kind: "link", text: m[3], href: m[4] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

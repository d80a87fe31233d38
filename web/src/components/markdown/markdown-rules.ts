/**
 * The rules every Markdown text of the site is rendered by (product descriptions, page texts,
 * docs/api.md): CommonMark with GitHub's tables, lists and autolinks (remark-gfm), raw HTML
 * shown as the text it is, the result sanitized (rehype-sanitize), and only web, mail and
 * same-site addresses kept as links or images (never `javascript:` and the like).
 */
import type { Options } from "react-markdown";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";

/** http(s), mailto and a same-site path ("/x", never the protocol-relative "//host"). */
const SAFE_ADDRESS = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** The address a link or image may keep, or null: the link then renders as its text. */
export function safeMarkdownAddress(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_ADDRESS.test(trimmed) ? trimmed : null;
}

/** A same-site page the client's router shows; files such as /schema.graphql are fetched, not routed. */
export function isClientRoute(href: string): boolean {
  return /^\/(?!\/)/.test(href) && !/\.\w+$/.test(href.split(/[?#]/)[0]);
}

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/**
 * HTML typed into a text is shown as that text, never inserted: react-markdown would do this after
 * the rehype plugins, but rehype-sanitize runs first and would drop it silently.
 */
function rawHtmlAsText() {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type === "raw") child.type = "text";
      else visit(child);
    }
  };
  return (tree: HastNode) => visit(tree);
}

/** The plugins and address rule of every Markdown text; the components are the renderer's. */
export const markdownOptions = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rawHtmlAsText, [rehypeSanitize, defaultSchema]],
  urlTransform: (url: string) => safeMarkdownAddress(url),
} satisfies Options;

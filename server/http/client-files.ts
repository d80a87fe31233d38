import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import type express from "express";
import type { Request, Response } from "express";
import { matchesIfNoneMatch } from "./if-none-match";

/** Content types of what the client build contains; anything else goes as a download. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".zip": "application/zip",
  ".wasm": "application/wasm",
};

/** Vite names everything under /assets/ by content hash: a changed file is a new URL. */
const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/** Other files (index.html above all) keep their URL across releases: ask every time, 304 when unchanged. */
const REVALIDATED_CACHE = "no-cache";

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  /** On disk, or `bytes` in memory (an index.html written for the shop's name). */
  file?: string;
  bytes?: Buffer;
  size: number;
}

interface ClientFile {
  type: string;
  cacheControl: string;
  /** Of the identity file; each encoding adds a suffix, since its bytes differ. */
  etag: string;
  variants: Partial<Record<Encoding, Variant>>;
}

const SIBLING_SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

/** Every file of the build by URL path, with the precompressed siblings web/build/precompress.ts wrote. */
export function indexClientFiles(distDir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  const all = fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const stat = fs.statSync(file);
    const urlPath = "/" + path.relative(distDir, file).split(path.sep).join("/");
    const variants: ClientFile["variants"] = { identity: { file, size: stat.size } };
    for (const [encoding, suffix] of Object.entries(SIBLING_SUFFIX) as Array<[Encoding, string]>) {
      if (present.has(file + suffix)) variants[encoding] = { file: file + suffix, size: fs.statSync(file + suffix).size };
    }
    files.set(urlPath, {
      type: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
      cacheControl: urlPath.startsWith("/assets/") ? HASHED_ASSET_CACHE : REVALIDATED_CACHE,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`,
      variants,
    });
  }
  return files;
}

/**
 * The encoding to send: brotli, then gzip, among those the client accepts (`q=0` refuses one)
 * and the build holds. Header size is capped by Node's HTTP parser; only a short prefix is read.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, Variant>>): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.slice(0, 256).split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (available.br && (accepted.has("br") || accepted.has("*"))) return "br";
  if (available.gzip && (accepted.has("gzip") || accepted.has("*"))) return "gzip";
  return "identity";
}

function sendClientFile(req: Request, res: Response, entry: ClientFile): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"], entry.variants);
  const variant = entry.variants[encoding]!;
  const etag = encoding === "identity" ? `${entry.etag}"` : `${entry.etag}-${encoding}"`;
  res.setHeader("Content-Type", entry.type);
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("ETag", etag);
  if (Object.keys(entry.variants).length > 1) res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", variant.size);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (variant.bytes) {
    res.end(variant.bytes);
    return;
  }
  // pipeline closes the file when the browser goes away mid-download, and the socket on a read error.
  pipeline(fs.createReadStream(variant.file!), res, () => undefined);
}

/** What a page's <head> says before the client runs: the shop's own name, not the build's. */
export interface PageHead {
  title: string;
  description: string;
  /** The `<html lang>`. */
  lang: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Heads seen recently (a shop has a few: one per language and name), each written and compressed once. */
const MAX_RENDERED_HEADS = 32;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * index.html with the shop's title, description and language, so a browser tab, a bookmark or a
 * link preview names the seller's shop (not the build's placeholder) before any script runs.
 * Each head is written and compressed once and kept while it is among the recent ones.
 */
function indexWithHead(template: string): (head: PageHead) => ClientFile {
  const rendered = new Map<string, ClientFile>();
  return (head) => {
    const key = `${head.lang}\n${head.title}\n${head.description}`;
    const known = rendered.get(key);
    if (known) {
      // Used again: to the back of the queue, so the least recently used goes first.
      rendered.delete(key);
      rendered.set(key, known);
      return known;
    }
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(head.description)}"`);
    const bytes = Buffer.from(html, "utf8");
    const variants: ClientFile["variants"] = { identity: { bytes, size: bytes.length } };
    // As the build step does (web/build/precompress.ts): a file under 1 KB goes as it is.
    if (bytes.length >= MIN_COMPRESSED_BYTES) {
      const br = zlib.brotliCompressSync(bytes);
      const gzip = zlib.gzipSync(bytes);
      if (br.length < bytes.length) variants.br = { bytes: br, size: br.length };
      if (gzip.length < bytes.length) variants.gzip = { bytes: gzip, size: gzip.length };
    }
    const file: ClientFile = {
      type: CONTENT_TYPES[".html"],
      cacheControl: REVALIDATED_CACHE,
      etag: `"h-${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}`,
      variants,
    };
    if (rendered.size >= MAX_RENDERED_HEADS) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, file);
    return file;
  };
}

/**
 * Serves the built client: its files by exact path, precompressed when the browser accepts it,
 * and index.html for every other page GET so the client routes it, with the head `pageHead`
 * gives (the shop's name in the reader's language; the build's own head when it fails). Returns
 * null when there is no build. The page fallback is mounted separately, after the API routes.
 */
export function serveClientFiles(app: express.Express, distDir: string, pageHead?: (req: Request) => Promise<PageHead>): { mountPages(): void } | null {
  if (!fs.existsSync(path.join(distDir, "index.html"))) return null;
  const files = indexClientFiles(distDir);
  const index = files.get("/index.html")!;
  const withHead = indexWithHead(fs.readFileSync(path.join(distDir, "index.html"), "utf8"));
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = files.get(req.path);
    if (!entry) return next();
    sendClientFile(req, res, entry);
  });
  return {
    mountPages() {
      app.use((req, res, next) => {
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        // A missing hashed file (an old release's chunk) is a 404, not the HTML page under a script URL.
        if (/^\/(graphql|api|functions|assets)(\/|$)/.test(req.path)) return next();
        if (!pageHead) return sendClientFile(req, res, index);
        pageHead(req).then(
          (head) => sendClientFile(req, res, withHead(head)),
          () => sendClientFile(req, res, index),
        );
      });
    },
  };
}

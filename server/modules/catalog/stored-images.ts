import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** An uploaded image's file name (product pictures, brand images): a random uuid and the type read from its bytes. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
export const IMAGE_CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };

/** The image format by its first bytes, never by the name or the sender's content type; null for anything else (SVG included: it can carry script). */
export function detectImageType(bytes: Buffer): "png" | "jpg" | "webp" | "gif" | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6))) return "gif";
  return null;
}

/** Writes an uploaded image (its type read from its bytes) under `dir` with a random name; answers the name. */
export async function storeImage(dir: string, bytes: Buffer, type: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomUUID()}.${type}`;
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o640 });
  return name;
}

/** Removes the stored image an address pointed at once it is replaced: only one of ours (`prefix` and a stored name). */
export async function removeStoredImage(dir: string, prefix: string, replaced: string | null): Promise<void> {
  const old = replaced?.startsWith(prefix) ? replaced.slice(prefix.length) : null;
  if (old && UPLOADED_IMAGE_NAME.test(old)) await fs.rm(path.join(dir, old), { force: true });
}

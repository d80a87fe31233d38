import crypto from "node:crypto";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { DomainError } from "../../errors";

/** What a streamed upload was: its size, SHA-256 (hex) and first bytes (for a format check). */
export interface ReceivedFile {
  sizeBytes: number;
  sha256: string;
  head: Buffer;
}

const HEAD_BYTES = 16;
const MIB = 1024 * 1024;

export const tooLarge = (maxBytes: number) =>
  new DomainError(
    "PAYLOAD_TOO_LARGE",
    `The archive can be at most ${maxBytes >= MIB ? `${Math.floor(maxBytes / MIB)} MB` : `${maxBytes} bytes`}.`,
    413,
    {},
    {
      // The client's own text, in the reader's language: errors:PAYLOAD_TOO_LARGE.
      megabytes: Math.round((maxBytes / MIB) * 100) / 100,
    },
  );

/**
 * Streams an upload's body to `file` while it is counted and hashed, so no upload is ever held in
 * memory; refused past `maxBytes` the moment the count passes it. On any failure the partial file
 * is removed before the error is thrown. The StoryTag archive and licence products' versions both
 * arrive through here.
 */
export async function receiveHashedFile(body: Readable, file: string, maxBytes: number, mode = 0o640): Promise<ReceivedFile> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  const out = fs.createWriteStream(file, { mode });
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, buffer.subarray(0, HEAD_BYTES - head.length)]);
      hash.update(buffer);
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    return { sizeBytes: size, sha256: hash.digest("hex"), head };
  } catch (err) {
    // Wait until the stream has let go of the file: its open may still be pending, and would recreate it.
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()).destroy());
    await fs.promises.rm(file, { force: true });
    throw err;
  }
}

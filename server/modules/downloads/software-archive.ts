import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../../config";
import type { RequestContext } from "../../context";
import { MAX_ARCHIVE_BYTES, MAX_VERSION_LENGTH, VERSION_PATTERN } from "../../../common/software-archive";
import { badField } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { publishUnderLock } from "./archive-publish-lock";
import { receiveHashedFile, tooLarge } from "./hashed-upload";

/** What /story-tag shows next to its Download button. */
export interface SoftwareArchiveInfo {
  version: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

const ZIP_MAGIC = Buffer.from("PK\u0003\u0004", "latin1");

const infoPath = (config: Pick<Config, "softwareArchivePath">) => `${config.softwareArchivePath}.json`;

/** The uploaded archive's version, size and SHA-256; null while none has been uploaded. */
export function readArchiveInfo(config: Pick<Config, "softwareArchivePath">): SoftwareArchiveInfo | null {
  try {
    if (!fs.existsSync(config.softwareArchivePath)) return null;
    return JSON.parse(fs.readFileSync(infoPath(config), "utf8")) as SoftwareArchiveInfo;
  } catch {
    return null;
  }
}

/**
 * An admin replaces the software download: the body is streamed to a temporary file while it is
 * counted and hashed, refused past `maxBytes` or when it is no ZIP, then renamed over the old one
 * so that a download in progress never reads half a file. The archive and its facts are renamed
 * under one lock, so the published size and SHA-256 are always those of the file served.
 */
export async function storeArchive(
  ctx: RequestContext,
  body: Readable,
  rawVersion: unknown,
  declaredBytes: number | null,
  maxBytes = MAX_ARCHIVE_BYTES,
): Promise<SoftwareArchiveInfo> {
  requireAdmin(ctx);
  const version = typeof rawVersion === "string" ? rawVersion.trim() : "";
  if (!version) throw badField("version", "Please enter the version of the archive.");
  if (version.length > MAX_VERSION_LENGTH || !VERSION_PATTERN.test(version)) {
    throw badField("version", `The version can be at most ${MAX_VERSION_LENGTH} letters, digits, dots, plus or minus signs (e.g. 2.4.1).`);
  }
  if (declaredBytes !== null && declaredBytes > maxBytes) throw tooLarge(maxBytes);

  const target = ctx.config.softwareArchivePath;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  // Names of this upload's own: another upload running at the same time must never write or rename them.
  const suffix = `upload-${crypto.randomBytes(6).toString("hex")}`;
  const temporary = `${target}.${suffix}`;
  const infoTemporary = `${infoPath(ctx.config)}.${suffix}`;
  try {
    const { sizeBytes: size, sha256, head } = await receiveHashedFile(body, temporary, maxBytes, 0o644);
    if (size === 0) throw badField("file", "Please choose the archive to upload.");
    if (!head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw badField("file", "The file is not a ZIP archive.");
    const info: SoftwareArchiveInfo = { version, sizeBytes: size, sha256, uploadedAt: ctx.clock.now().toISOString() };
    await fs.promises.writeFile(infoTemporary, JSON.stringify(info), { mode: 0o644 });
    await publishUnderLock(`${target}.lock`, async () => {
      await fs.promises.rename(temporary, target);
      await fs.promises.rename(infoTemporary, infoPath(ctx.config));
    });
    await ctx.transaction((tx) => recordAudit(tx, { action: "software.upload", entityType: "software", entityId: "storytag", details: { ...info } }));
    return info;
  } catch (err) {
    await Promise.all([fs.promises.rm(temporary, { force: true }), fs.promises.rm(infoTemporary, { force: true })]);
    throw err;
  }
}

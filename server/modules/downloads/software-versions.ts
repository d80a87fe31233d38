import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { RequestContext } from "../../context";
import {
  MAX_VERSION_FILE_NAME_LENGTH,
  MAX_VERSION_LENGTH,
  MAX_VERSION_NOTES_LENGTH,
  VERSION_FILE_NAME_PATTERN,
  VERSION_PATTERN,
} from "../../../common/software-versions";
import { isUniqueViolation } from "../../db/dialect";
import { badField, conflict, DomainError, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { Product } from "../catalog";
import { receiveHashedFile, tooLarge } from "./hashed-upload";
import { SoftwareVersion } from "./software-version.entity";

/** Where versions' files are kept: never served as a folder, only one file at a time through a signed link. */
export const softwareVersionsDir = (dataDir: string) => path.join(dataDir, "software-versions");
export const storedVersionPath = (dataDir: string, version: SoftwareVersion) => path.join(softwareVersionsDir(dataDir), version.storedName);

/** A version with whether it is its product's latest (the newest upload). */
export interface ListedVersion {
  version: SoftwareVersion;
  latest: boolean;
}

/** A product's versions, newest first; the first is the latest. */
export async function versionsOfProduct(ctx: RequestContext, productId: string): Promise<ListedVersion[]> {
  const rows = await ctx.manager.getRepository(SoftwareVersion).find({ where: { productId }, order: { createdAt: "DESC", id: "DESC" } });
  return rows.map((version, i) => ({ version, latest: i === 0 }));
}

async function licenceProduct(ctx: RequestContext, productId: string): Promise<Product> {
  const product = productId.length <= 64 ? await ctx.manager.getRepository(Product).findOneBy({ id: productId }) : null;
  if (!product) throw notFound("Product not found.");
  if (product.productType !== "software") throw new DomainError("BAD_USER_INPUT", "Only a license product has software versions.", 400);
  return product;
}

function checkedVersion(raw: unknown): string {
  const version = typeof raw === "string" ? raw.trim() : "";
  if (!version) throw badField("version", "Please enter the version of the archive.");
  if (version.length > MAX_VERSION_LENGTH || !VERSION_PATTERN.test(version)) {
    throw badField("version", `The version can be at most ${MAX_VERSION_LENGTH} letters, digits, dots, plus or minus signs (e.g. 2.4.1).`);
  }
  return version;
}

function checkedFileName(raw: unknown): string {
  const name = typeof raw === "string" ? raw.trim() : "";
  if (!name) throw badField("fileName", "Please give the file's name.");
  if (name.length > MAX_VERSION_FILE_NAME_LENGTH || !VERSION_FILE_NAME_PATTERN.test(name)) {
    throw badField(
      "fileName",
      `A file name can be at most ${MAX_VERSION_FILE_NAME_LENGTH} letters, digits, dots, dashes, underscores or plus signs, and cannot start with a dot.`,
    );
  }
  return name;
}

function checkedNotes(raw: unknown): string {
  const notes = typeof raw === "string" ? raw.trim() : "";
  if (notes.length > MAX_VERSION_NOTES_LENGTH) throw badField("notes", `Release notes can be at most ${MAX_VERSION_NOTES_LENGTH} characters.`);
  return notes;
}

const versionExists = (version: string) => conflict(`Version ${version} of this product is already uploaded.`, "VERSION_EXISTS");

/**
 * An admin uploads a version of a licence product's software: the body streams to a file with a
 * random name while it is counted and hashed (the StoryTag archive's own path, see hashed-upload.ts),
 * refused past SOFTWARE_VERSION_MAX_MB; the row is written, and audited, once the file is whole.
 */
export async function uploadSoftwareVersion(
  ctx: RequestContext,
  productId: string,
  body: Readable,
  input: { version: unknown; fileName: unknown; notes?: unknown },
  declaredBytes: number | null,
): Promise<ListedVersion> {
  requireAdmin(ctx);
  const version = checkedVersion(input.version);
  const fileName = checkedFileName(input.fileName);
  const notes = checkedNotes(input.notes);
  await licenceProduct(ctx, productId);
  const repo = ctx.manager.getRepository(SoftwareVersion);
  if (await repo.existsBy({ productId, version })) throw versionExists(version);
  const maxBytes = ctx.config.softwareVersionMaxBytes;
  if (declaredBytes !== null && declaredBytes > maxBytes) throw tooLarge(maxBytes);

  const dir = softwareVersionsDir(ctx.config.dataDir);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o750 });
  const storedName = crypto.randomUUID();
  const file = path.join(dir, storedName);
  const received = await receiveHashedFile(body, file, maxBytes);
  try {
    if (received.sizeBytes === 0) throw badField("file", "Please choose the file to upload.");
    const row = repo.create({
      id: crypto.randomUUID(),
      productId,
      version,
      notes,
      fileName,
      sizeBytes: received.sizeBytes,
      sha256: received.sha256,
      storedName,
      createdAt: ctx.clock.now(),
    });
    await ctx.transaction(async (tx) => {
      await tx.manager.getRepository(SoftwareVersion).insert(row);
      await recordAudit(tx, {
        action: "software_version.upload",
        entityType: "product",
        entityId: productId,
        details: { versionId: row.id, version, fileName, sizeBytes: row.sizeBytes, sha256: row.sha256 },
      });
    });
    return (await versionsOfProduct(ctx, productId)).find((v) => v.version.id === row.id)!;
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    // Two uploads of one version at once: the unique index lets one in.
    if (isUniqueViolation(err)) throw versionExists(version);
    throw err;
  }
}

export async function listSoftwareVersions(ctx: RequestContext, productId: string): Promise<ListedVersion[]> {
  requireAdmin(ctx);
  await licenceProduct(ctx, productId);
  return versionsOfProduct(ctx, productId);
}

async function findVersion(ctx: RequestContext, id: string): Promise<SoftwareVersion> {
  const row = await ctx.manager.getRepository(SoftwareVersion).findOneBy({ id });
  if (!row) throw notFound("Software version not found.");
  return row;
}

export async function updateSoftwareVersionNotes(ctx: RequestContext, id: string, rawNotes: string): Promise<ListedVersion> {
  requireAdmin(ctx);
  const notes = checkedNotes(rawNotes);
  const row = await ctx.transaction(async (tx) => {
    const version = await findVersion(tx, id);
    await tx.manager.getRepository(SoftwareVersion).update({ id }, { notes });
    await recordAudit(tx, {
      action: "software_version.notes",
      entityType: "product",
      entityId: version.productId,
      details: { versionId: id, version: version.version },
    });
    return version;
  });
  return (await versionsOfProduct(ctx, row.productId)).find((v) => v.version.id === id)!;
}

/** Removes a version and its file; the version before it becomes the latest. */
export async function deleteSoftwareVersion(ctx: RequestContext, id: string): Promise<boolean> {
  requireAdmin(ctx);
  const row = await ctx.transaction(async (tx) => {
    const version = await findVersion(tx, id);
    await tx.manager.getRepository(SoftwareVersion).delete({ id });
    await recordAudit(tx, {
      action: "software_version.delete",
      entityType: "product",
      entityId: version.productId,
      details: { versionId: id, version: version.version, sha256: version.sha256 },
    });
    return version;
  });
  await fs.promises.rm(storedVersionPath(ctx.config.dataDir, row), { force: true });
  return true;
}

import type { RequestContext } from "../../context";
import { DomainError, notFound } from "../../errors";
import { requireActor } from "../auth";
import { Product } from "../catalog";
import { findMyLicense, isLicenseValid, License } from "../licenses";
import { OrderLine } from "../orders";
import { type DownloadLink, signDownloadLink, verifyDownloadLink } from "./download-links";
import { type ListedVersion, versionsOfProduct } from "./software-versions";
import { SoftwareVersion } from "./software-version.entity";

const licenseNotFound = () => notFound("License not found.");
const licenseNotValid = () => new DomainError("LICENSE_NOT_VALID", "Downloads need a license that is active and not expired.", 403);
const versionNotFound = () => notFound("Software version not found.");

/**
 * The licence product a licence entitles to: the product its order line sold; for a licence an
 * admin issued by hand (no order line), the licence product whose name is the licence's software.
 */
async function productOfLicense(ctx: RequestContext, license: License): Promise<string | null> {
  const line = await ctx.manager.getRepository(OrderLine).findOne({ where: { licenseId: license.id }, select: { productId: true } });
  if (line) return line.productId;
  const product = await ctx.manager.getRepository(Product).findOne({
    where: { productType: "software", name: license.softwareName },
    select: { id: true },
    order: { id: "ASC" },
  });
  return product?.id ?? null;
}

/** The caller's licence, refused unless it is valid now (status on, not expired: the rules of the check). */
async function myValidLicense(ctx: RequestContext, licenseId: string): Promise<License> {
  const license = licenseId.length <= 64 ? await findMyLicense(ctx, licenseId) : null;
  if (!license) throw licenseNotFound();
  if (!isLicenseValid(license, ctx.clock.now())) throw licenseNotValid();
  return license;
}

/** The versions a holder of a valid licence may download, newest (the latest) first. */
export async function licenseDownloads(ctx: RequestContext, licenseId: string): Promise<ListedVersion[]> {
  requireActor(ctx);
  const license = await myValidLicense(ctx, licenseId);
  const productId = await productOfLicense(ctx, license);
  return productId ? versionsOfProduct(ctx, productId) : [];
}

/** A short-lived signed link to one version, for a holder of a valid licence that entitles to it. */
export async function createDownloadLink(ctx: RequestContext, licenseId: string, versionId: string): Promise<DownloadLink> {
  requireActor(ctx);
  const license = await myValidLicense(ctx, licenseId);
  const version = versionId.length <= 64 ? await ctx.manager.getRepository(SoftwareVersion).findOneBy({ id: versionId }) : null;
  if (!version || version.productId !== (await productOfLicense(ctx, license))) throw versionNotFound();
  return signDownloadLink(ctx.config, version.id, license.id, ctx.clock.now());
}

/**
 * What a signed link serves: the link's signature and expiry first, then the licence again, as it
 * is now (a licence suspended or expired since the link was made downloads nothing), then the
 * version, which must still exist and belong to the licence's product.
 */
export async function resolveDownload(ctx: RequestContext, versionId: string, query: Record<string, unknown>): Promise<SoftwareVersion> {
  const now = ctx.clock.now();
  const { licenseId } = verifyDownloadLink(ctx.config, versionId, query, now);
  const license = await ctx.manager.getRepository(License).findOneBy({ id: licenseId });
  if (!license) throw licenseNotFound();
  if (!isLicenseValid(license, now)) throw licenseNotValid();
  const version = await ctx.manager.getRepository(SoftwareVersion).findOneBy({ id: versionId });
  if (!version || version.productId !== (await productOfLicense(ctx, license))) throw versionNotFound();
  return version;
}

import crypto from "node:crypto";
import type { Config } from "../../config";
import { DOWNLOAD_LINK_SECONDS } from "../../../common/software-versions";
import { DomainError } from "../../errors";
import { derivedSecretKey } from "../auth";

/** The path of a version's download; the query carries the licence, the expiry and the signature. */
export const DOWNLOAD_PATH_PREFIX = "/api/downloads/";

/** The HMAC key of download links (see derivedSecretKey): any instance honours a link another handed out. */
const linkKey = (config: Config): Buffer => derivedSecretKey(config, "bia software download link v1");

const signatureOf = (config: Config, versionId: string, licenseId: string, expires: number) =>
  crypto.createHmac("sha256", linkKey(config)).update(`${versionId}\n${licenseId}\n${expires}`).digest("base64url");

export interface DownloadLink {
  url: string;
  expiresAt: Date;
}

/** A link to one version for one licence, working for DOWNLOAD_LINK_SECONDS from `now`. */
export function signDownloadLink(config: Config, versionId: string, licenseId: string, now: Date): DownloadLink {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({ licence: licenseId, expires: String(expires), sig: signatureOf(config, versionId, licenseId, expires) });
  return { url: `${DOWNLOAD_PATH_PREFIX}${encodeURIComponent(versionId)}?${query}`, expiresAt: new Date(expires * 1000) };
}

const linkInvalid = () =>
  new DomainError("DOWNLOAD_LINK_INVALID", "This download link is not valid. Please start the download again from your license page.", 403);
const linkExpired = () =>
  new DomainError("DOWNLOAD_LINK_EXPIRED", "This download link has expired. Please start the download again from your license page.", 410);

/**
 * The licence a link was signed for, once its signature and expiry are checked: a changed version,
 * licence or expiry breaks the signature; a link past its expiry is refused even when signed.
 */
export function verifyDownloadLink(config: Config, versionId: string, query: Record<string, unknown>, now: Date): { licenseId: string } {
  const { licence, expires, sig } = query;
  if (typeof licence !== "string" || typeof expires !== "string" || typeof sig !== "string") throw linkInvalid();
  if (licence.length > 64 || !/^\d{1,12}$/.test(expires) || sig.length > 64) throw linkInvalid();
  const expected = Buffer.from(signatureOf(config, versionId, licence, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw linkInvalid();
  if (Number(expires) * 1000 <= now.getTime()) throw linkExpired();
  return { licenseId: licence };
}

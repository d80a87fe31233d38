/** What other domains use of licences: issue one for a sale, list a buyer's or find one of theirs, whether one is valid, and their GraphQL shapes. */
export { listMyLicenses } from "./licenses.service";
export { License } from "./license.entity";
export { type IssuedLicense, findIssuedLicense, issueLicense } from "./issue-license";
export { LicenseObject, SoftwareSubscriptionObject } from "./licenses.types";
export { findMyLicense } from "./my-license";
export { isLicenseValid } from "./license-status";
export { recordLicenseEvent } from "./license-history";

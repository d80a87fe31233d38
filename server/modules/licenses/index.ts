/** What other domains use of licences: issue one for a sale, list a buyer's, and their GraphQL shapes. */
export { listMyLicenses } from "./licenses.service";
export { License } from "./license.entity";
export { type IssuedLicense, findIssuedLicense, issueLicense } from "./issue-license";
export { LicenseObject, SoftwareSubscriptionObject } from "./licenses.types";
export { recordLicenseEvent } from "./license-history";

/** What other domains use of two-factor: spend a TOTP or recovery code at sign-in. */
export { useRecoveryCode } from "./recovery-codes";
export { spendTotpCode } from "./totp";

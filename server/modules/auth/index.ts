/** What other domains use of auth: the admin check every back-office operation starts with, e-mail and password rules, sessions, sign-in throttles. */
export { requireAdmin } from "./require-admin";
export { getSessionLifetimes, updateSessionLifetimes } from "./customer-sessions.service";
export { isValidEmail, normalizeEmail } from "./email-address";
export { AuthMessages, emailTaken, wrongPassword } from "./auth.errors";
export { checkName } from "./auth.validation";
export { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
export { derivedSecretKey, resolveJwtSecret } from "./session";
export { AuthLimits, countAuthAttempt } from "./auth.limits";
export { checkAddressDelay, recordAddressFailure } from "./login-throttle";
export { requireActor, tokenScope, type ActorRole } from "./require-actor";

/** What other domains use of auth: the admin check every back-office operation starts with. */
export { requireAdmin } from "./require-admin";

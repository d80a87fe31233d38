/** What other domains use of API tokens: charge a purchase against the token's daily spending limit, and the scope table. */
export { chargeApiTokenSpend } from "./api-token-spending";
export { requireTokenAccess, requireTokenScope, type ApiTokenScope } from "./api-token-scopes";
export { API_TOKEN_ACCESS, PAYMENT_SCOPES, type TokenAccess } from "./api-token-scope-table";

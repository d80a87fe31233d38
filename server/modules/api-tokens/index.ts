/** What other domains use of API tokens: charge a purchase against the token's daily spending limit. */
export { chargeApiTokenSpend } from "./api-token-spending";
export { requireTokenScope, type ApiTokenScope } from "./api-token-scopes";

/**
 * Every stable error code the API answers with, in one list: GraphQL `extensions.code`, the
 * `errorCode` of ErrorResult types, and REST's `{ error: { code } }`. The server's DomainError
 * takes only these; the schema publishes them as the ErrorCode enum, so the client's generated
 * types name every code and a typo on either side fails to compile.
 */
export const ERROR_CODES = [
  // Generic
  "BAD_USER_INPUT",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "SERVER_BUSY",
  "INTERNAL_SERVER_ERROR",
  // REST's answer to an unexpected failure (GraphQL's is INTERNAL_SERVER_ERROR)
  "INTERNAL",
  // Request shape (GraphQL limits, REST bodies)
  "INTROSPECTION_DISABLED",
  "QUERY_TOO_DEEP",
  "TOO_MANY_ALIASES",
  "QUERY_TOO_COMPLEX",
  "BAD_JSON",
  "BODY_TOO_LARGE",
  "PAYLOAD_TOO_LARGE",
  "FORBIDDEN_SOURCE",
  "INPUT_TOO_LONG",
  // Auth and two-factor
  "EMAIL_TAKEN",
  "ALREADY_CONFIRMED",
  "INVALID_TOKEN",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_CONFIRMED",
  "TOTP_REQUIRED",
  "INVALID_TOTP",
  "WRONG_PASSWORD",
  "TOTP_ALREADY_ENABLED",
  "TOTP_NOT_STARTED",
  "TOTP_NOT_ENABLED",
  "TOO_MANY_API_TOKENS",
  "SIGN_IN_LIMITED",
  // Customers
  "LAST_ADMIN",
  // Languages and translated content
  "UNSUPPORTED_LANGUAGE",
  // Purchases
  "INSUFFICIENT_BALANCE",
  "NOT_ENOUGH_STOCK",
  "INVALID_QUANTITY",
  "IDEMPOTENCY_KEY_REUSED",
  "ADMIN_CANNOT_PURCHASE",
  "ACCOUNT_REQUIRED",
  "STOCK_CHANGED",
  "ORDER_FAILED",
  "LICENSE_FAILED",
  "SUBSCRIPTION_FAILED",
  "BALANCE_FAILED",
  "LICENSE_REMOVED",
  "PRODUCT_UNAVAILABLE",
  // Licences: a buyer deactivates a few machines per period (server/modules/licenses/license-machines.service.ts)
  "MACHINE_DEACTIVATION_LIMIT",
  // Catalogue and coupons
  "SLUG_TAKEN",
  "DELIVERY_KIND_FIXED",
  "CATEGORY_EXISTS",
  "CATEGORY_HAS_PRODUCTS",
  "COUPON_CODE_TAKEN",
  "COUPON_UNKNOWN",
  "COUPON_NOT_STARTED",
  "COUPON_EXPIRED",
  "COUPON_NOT_FOR_PRODUCT",
  "COUPON_MINIMUM_NOT_MET",
  "COUPON_USED_UP",
  "COUPON_CUSTOMER_LIMIT",
  // Coupon checks (a quote or a purchase with a code) from one address are limited on their own
  "COUPON_CHECKS_LIMITED",
  // Payments
  "INVALID_AMOUNT",
  "SPENDING_LIMIT_REACHED",
  "PAYMENT_ERROR",
  "NOT_IN_REVIEW",
  "NOT_CONFIGURED",
  "PAYMENT_METHOD_UNAVAILABLE",
  // Pay the difference: a customer holds as many pending reservations as the admin allows
  "TOO_MANY_RESERVATIONS",
  // A reservation that was delivered, cancelled or expired takes no new payment and cannot be cancelled
  "RESERVATION_CLOSED",
  // Stock holds (server/modules/orders/hold-bounds.ts)
  "HOLD_LIMIT_REACHED",
  "ADDRESS_HOLD_LIMIT_REACHED",
  "RESERVATIONS_PER_HOUR_REACHED",
  "RESERVATION_COOL_DOWN",
  // Payment webhooks (REST)
  "BAD_PAYLOAD",
  "INVOICE_MISMATCH",
  "INVALID_SIGNATURE",
  "UNKNOWN_ORDER",
  "CONFIRMATION_FAILED",
  // Notifications
  "WEBHOOK_TARGET_PRIVATE",
  "WEBHOOK_TARGET_UNKNOWN",
  "TOO_MANY_WEBHOOK_ENDPOINTS",
  "WEBHOOK_ENDPOINT_DISABLED",
  "WEBHOOK_RESEND_LIMITED",
  "UNKNOWN_PROVIDER",
  // Abuse protection (server/modules/abuse): proof-of-work challenge and blocklists
  "CHALLENGE_REQUIRED",
  "CHALLENGE_INVALID",
  "EMAIL_BLOCKED",
  "ADDRESS_BLOCKED",
  // Entitled downloads (server/modules/downloads): a licence product's versions
  "VERSION_EXISTS",
  "LICENSE_NOT_VALID",
  "DOWNLOAD_LINK_INVALID",
  "DOWNLOAD_LINK_EXPIRED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

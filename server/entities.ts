import { JobLease } from "./db/job-lease.entity";
import { BlocklistEntry } from "./modules/abuse/blocklist-entry.entity";
import { UsedChallenge } from "./modules/abuse/used-challenge.entity";
import { ApiToken } from "./modules/api-tokens/api-token.entity";
import { ApiTokenSpend } from "./modules/api-tokens/api-token-spend.entity";
import { AuditEntry } from "./modules/audit/audit-entry.entity";
import { AuthToken } from "./modules/auth/auth-token.entity";
import { CustomerSession } from "./modules/auth/customer-session.entity";
import { SessionLifetimes } from "./modules/auth/session-lifetimes.entity";
import { LoginFailure } from "./modules/auth/login-failure.entity";
import { LedgerEntry } from "./modules/balance/ledger-entry.entity";
import { Category } from "./modules/catalog/category.entity";
import { PriceTier } from "./modules/catalog/price-tier.entity";
import { Product } from "./modules/catalog/product.entity";
import { ProductVariant } from "./modules/catalog/product-variant.entity";
import { SalesTally } from "./modules/catalog/sales-tally.entity";
import { SiteSettings } from "./modules/catalog/site-settings.entity";
import { ContentTranslation } from "./modules/catalog/content-translation.entity";
import { ContactMessage } from "./modules/contact/contact-message.entity";
import { Coupon, CouponProduct, CouponRedemption } from "./modules/coupons/coupon.entity";
import { Customer } from "./modules/customers/customer.entity";
import { License } from "./modules/licenses/license.entity";
import { LicenseSigningKey } from "./modules/licenses/license-signing-key.entity";
import { LicenseMachine } from "./modules/licenses/license-machine.entity";
import { SoftwareVersion } from "./modules/downloads/software-version.entity";
import { SoftwareSubscription } from "./modules/licenses/software-subscription.entity";
import { OutboxEmail } from "./modules/mail/outbox-email.entity";
import { AdminAlertSettings } from "./modules/notifications/admin-alert-settings.entity";
import { LicenseEvent } from "./modules/licenses/license-event.entity";
import { LicenseExpiryNotice } from "./modules/notifications/license-expiry-notice.entity";
import { NotificationEvent } from "./modules/notifications/notification-event.entity";
import { NotificationPreference } from "./modules/notifications/notification-preference.entity";
import { TelegramAlert } from "./modules/notifications/telegram-alert.entity";
import { WebhookDelivery } from "./modules/notifications/webhook-delivery.entity";
import { WebhookEndpoint } from "./modules/notifications/webhook-endpoint.entity";
import { CheckoutSettings } from "./modules/orders/checkout-settings.entity";
import { Order } from "./modules/orders/order.entity";
import { OrderLine } from "./modules/orders/order-line.entity";
import { OrderAccess } from "./modules/orders/order-access.entity";
import { OrderLookupLink } from "./modules/orders/order-lookup-link.entity";
import { InvoiceSettings } from "./modules/orders/invoice-settings.entity";
import { InvoiceNumber } from "./modules/orders/invoice-number.entity";
import { PendingOrder } from "./modules/orders/pending-order.entity";
import { Payment } from "./modules/payments/payment.entity";
import { PaymentEvent } from "./modules/payments/payment-event.entity";
import { PaymentFee } from "./modules/payments/payment-fee.entity";
import { PaymentProviderConfig } from "./modules/payments/payment-provider-config.entity";
import { RateLimitHit } from "./modules/rate-limit/rate-limit-hit.entity";
import { ProductStockAlert } from "./modules/stock/stock-alert.entity";
import { StockAccount } from "./modules/stock/stock-account.entity";
import { RecoveryCode } from "./modules/two-factor/recovery-code.entity";

export const entities = [
  ApiToken,
  ApiTokenSpend,
  AuditEntry,
  BlocklistEntry,
  UsedChallenge,
  AuthToken,
  Category,
  Coupon,
  CouponProduct,
  CouponRedemption,
  JobLease,
  ContactMessage,
  ContentTranslation,
  Customer,
  CustomerSession,
  LedgerEntry,
  License,
  LicenseSigningKey,
  LicenseMachine,
  SoftwareVersion,
  LicenseEvent,
  LoginFailure,
  OutboxEmail,
  Order,
  OrderLine,
  OrderAccess,
  InvoiceSettings,
  InvoiceNumber,
  OrderLookupLink,
  Payment,
  PaymentEvent,
  PriceTier,
  ProductStockAlert,
  PaymentFee,
  PaymentProviderConfig,
  Product,
  ProductVariant,
  RateLimitHit,
  SalesTally,
  SiteSettings,
  SoftwareSubscription,
  StockAccount,
  RecoveryCode,
  SessionLifetimes,
  NotificationEvent,
  WebhookEndpoint,
  WebhookDelivery,
  NotificationPreference,
  TelegramAlert,
  LicenseExpiryNotice,
  AdminAlertSettings,
  PendingOrder,
  CheckoutSettings,
];

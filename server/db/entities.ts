import { JobLease } from "../jobs/job-lease.entity";
import { ApiToken } from "../modules/api-tokens/api-token.entity";
import { AuditEntry } from "../modules/audit/audit-entry.entity";
import { AuthToken } from "../modules/auth/auth-token.entity";
import { LedgerEntry } from "../modules/balance/ledger-entry.entity";
import { Product } from "../modules/catalog/product.entity";
import { SiteSettings } from "../modules/catalog/site-settings.entity";
import { ContactMessage } from "../modules/contact/contact-message.entity";
import { Customer } from "../modules/customers/customer.entity";
import { License } from "../modules/licenses/license.entity";
import { SoftwareSubscription } from "../modules/licenses/software-subscription.entity";
import { OutboxEmail } from "../modules/mail/outbox-email.entity";
import { Order } from "../modules/orders/order.entity";
import { Payment } from "../modules/payments/payment.entity";
import { PaymentEvent } from "../modules/payments/payment-event.entity";
import { RateLimitHit } from "../modules/rate-limit/rate-limit-hit.entity";
import { StockAccount } from "../modules/stock/stock-account.entity";
import { RecoveryCode } from "../modules/two-factor/recovery-code.entity";

export const entities = [
  ApiToken,
  AuditEntry,
  AuthToken,
  JobLease,
  ContactMessage,
  Customer,
  LedgerEntry,
  License,
  OutboxEmail,
  Order,
  Payment,
  PaymentEvent,
  Product,
  RateLimitHit,
  SiteSettings,
  SoftwareSubscription,
  StockAccount,
  RecoveryCode,
];

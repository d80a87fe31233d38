import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { CatalogResolver } from "../modules/catalog/catalog.resolver";
import { ContentTranslationsResolver } from "../modules/catalog/content-translations.resolver";
import { StockResolver } from "../modules/stock/stock.resolver";
import { OrderFieldsResolver, OrderLineFieldsResolver } from "../modules/orders/order-fields.resolver";
import { OrdersResolver } from "../modules/orders/orders.resolver";
import { CheckoutResolver, ReservationSettingsResolver } from "../modules/orders/checkout.resolver";
import { InvoiceSettingsResolver } from "../modules/orders/invoice-settings.resolver";
import { CouponsResolver } from "../modules/coupons/coupons.resolver";
import { ContactResolver } from "../modules/contact/contact.resolver";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { CustomersResolver } from "../modules/customers/customers.resolver";
import { MailResolver } from "../modules/mail/mail.resolver";
import { ApiTokenResolver } from "../modules/api-tokens/api-token.resolver";
import { LicensesResolver } from "../modules/licenses/licenses.resolver";
import { LicenseDownloadsResolver, SoftwareVersionsAdminResolver } from "../modules/downloads/software-versions.resolver";
import { LicenseAdminResolver } from "../modules/licenses/licenses.admin.resolver";
import { LicenseFieldsResolver } from "../modules/licenses/license-fields.resolver";
import { AdminCustomersResolver } from "../modules/customers/customers.admin.resolver";
import { PaymentsResolver } from "../modules/payments/payments.resolver";
import { AdminOrdersResolver } from "../modules/orders/orders.admin.resolver";
import { AdminReservationsResolver } from "../modules/orders/reservations.admin.resolver";
import { AdminSettingsResolver } from "../modules/catalog/catalog.admin.resolver";
import { DashboardResolver } from "../modules/dashboard/dashboard.resolver";
import { AuditResolver } from "../modules/audit/audit.resolver";
import { AdminInboxResolver } from "../modules/contact/contact.admin.resolver";
import { TwoFactorResolver } from "../modules/two-factor/two-factor.resolver";
import { SessionsResolver } from "../modules/auth/sessions.resolver";
import { NotificationPreferencesResolver } from "../modules/notifications/notification-preferences.resolver";
import { WebhooksResolver } from "../modules/notifications/webhooks.resolver";
import { AdminAlertsResolver } from "../modules/notifications/admin-alerts.resolver";
import { AdminVariantsResolver, ProductVariantsResolver } from "../modules/catalog/variants.resolver";
import { GuestOrdersResolver } from "../modules/orders/guest-orders.resolver";
import { AdminBlocklistResolver, ProofOfWorkResolver } from "../modules/abuse/abuse.resolver";
import { authChecker } from "./auth-checker";

export const resolvers = [
  CatalogResolver,
  StockResolver,
  OrderFieldsResolver,
  OrderLineFieldsResolver,
  ProductVariantsResolver,
  AdminVariantsResolver,
  GuestOrdersResolver,
  OrdersResolver,
  CheckoutResolver,
  ReservationSettingsResolver,
  InvoiceSettingsResolver,
  CouponsResolver,
  ContactResolver,
  AuthResolver,
  CustomersResolver,
  MailResolver,
  ApiTokenResolver,
  LicensesResolver,
  LicenseDownloadsResolver,
  SoftwareVersionsAdminResolver,
  LicenseAdminResolver,
  LicenseFieldsResolver,
  AdminCustomersResolver,
  AdminOrdersResolver,
  AdminReservationsResolver,
  AdminSettingsResolver,
  DashboardResolver,
  AuditResolver,
  AdminInboxResolver,
  TwoFactorResolver,
  PaymentsResolver,
  SessionsResolver,
  WebhooksResolver,
  NotificationPreferencesResolver,
  AdminAlertsResolver,
  ContentTranslationsResolver,
  ProofOfWorkResolver,
  AdminBlocklistResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: [...resolvers], authChecker, validate: false });
}

/** The committed schema.graphql: sorted so that it only changes when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}

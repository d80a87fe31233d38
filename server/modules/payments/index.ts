/** What other domains use of payments: open a payment for a purchase's shortfall and show it. */
export { centsToAmount } from "./amount";
export {
  checkRouteLimits,
  countInvoiceOpening,
  insertPendingPayment,
  openPaymentInvoice,
  paymentRoute,
  TOP_UP_CURRENCY,
  type OpenedPayment,
  type PaymentAddress,
  type PaymentRoute,
} from "./top-up.service";
export { Payment } from "./payment.entity";
export { PaymentAddressObject } from "./payments.types";

/** What can happen that someone may want to hear about; the names are the webhook event types. */
export const CUSTOMER_EVENT_TYPES = [
  "order.completed",
  "balance.credited",
  "license.created",
  "license.extended",
  "license.activated",
  "license.machine_deactivated",
  "license.suspended",
  "license.expired",
  "reservation.paid_late",
] as const;
export const ADMIN_ONLY_EVENT_TYPES = ["stock.low", "payment.needs_review", "license_check.abuse"] as const;
export const NOTIFICATION_EVENT_TYPES = [...CUSTOMER_EVENT_TYPES, ...ADMIN_ONLY_EVENT_TYPES] as const;

export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

export interface OrderCompletedData {
  orderId: string;
  productName: string;
  quantity: number;
  totalCents: number;
  orderType: string;
  /** The coupon the order redeemed, when one was used (absent otherwise). */
  coupon?: { code: string; discountCents: number };
  /** A guest's order (no account): true, with the buyer's e-mail, the order's number and the language of their e-mails. */
  guest?: true;
  email?: string;
  orderNumber?: string;
  language?: string;
}

export interface BalanceCreditedData {
  amountCents: number;
  balanceAfterCents: number;
  paymentId: string | null;
}

/** A payment for a reserved purchase arrived after the reservation expired: it stays on the balance. */
export interface ReservationPaidLateData {
  orderId: string;
  productName: string;
  quantity: number;
  paymentId: string;
  amountCents: number;
  /** Why it was not delivered: its time ran out (the default of older events), or its coupon's per-customer cap was reached meanwhile. */
  reason?: "expired" | "coupon" | "sold_out";
  /** A guest's order, paid after its items were sold: the payment waits for an admin to refund it. */
  guest?: true;
  email?: string | null;
  orderNumber?: string;
  language?: string;
}

export interface LicenseData {
  licenseId: string;
  softwareName: string;
  plan: string;
  expiresAt: string;
}

export interface PaymentNeedsReviewData {
  paymentId: string;
  amountCents: number;
  reason: string;
}

export interface LicenseCheckAbuseData {
  ip: string;
  minutesOverLimit: number;
  limitPerMinute: number;
}

/** A licence with seats took a new machine (its first check from that fingerprint). */
export interface LicenseActivatedData {
  licenseId: string;
  softwareName: string;
  machineId: string;
  machineName: string;
  platform: string;
  activatedAt: string;
  seats: number;
  activeMachines: number;
}

/** Why a machine lost its seat other than by its heartbeat: its owner deactivated it, or an admin reset the machines or changed the seats. */
export type MachineDeactivationReason = "customer" | "admin_reset" | "seats_reduced" | "seats_unlimited";

/** A licence with seats let a machine go: its seat is free for another fingerprint. */
export interface LicenseMachineDeactivatedData {
  licenseId: string;
  softwareName: string;
  machineId: string;
  machineName: string;
  platform: string;
  deactivatedAt: string;
  reason: MachineDeactivationReason;
  /** The licence's seats after the change (null: unlimited, machines no longer tracked). */
  seats: number | null;
  activeMachines: number;
}

export interface StockLowData {
  productId?: string;
  productName?: string;
  available: number;
  threshold: number;
}

/** Each event type with the data it carries; credentials and licence keys are never part of it. */
export interface NotificationEventData {
  "order.completed": OrderCompletedData;
  "balance.credited": BalanceCreditedData;
  "license.created": LicenseData;
  "license.extended": LicenseData;
  "license.activated": LicenseActivatedData;
  "license.machine_deactivated": LicenseMachineDeactivatedData;
  "license.suspended": LicenseData;
  "license.expired": LicenseData;
  "reservation.paid_late": ReservationPaidLateData;
  "stock.low": StockLowData;
  "payment.needs_review": PaymentNeedsReviewData;
  "license_check.abuse": LicenseCheckAbuseData;
}

export type NotificationEventInput = {
  [T in NotificationEventType]: { type: T; ownerId: string | null; data: NotificationEventData[T] };
}[NotificationEventType];

export function isNotificationEventType(value: string): value is NotificationEventType {
  return (NOTIFICATION_EVENT_TYPES as readonly string[]).includes(value);
}

/** The event of a finished order, from the order row (any product, any pipeline); MySQL may hand back bigint columns as text. */
export function orderCompletedEvent(
  order: { id: string; customerId: string | null; productName: string; quantity: number; totalPriceCents: number; orderType: string },
  coupon: { code: string; discountCents: number } | null = null,
  guest: { email: string; orderNumber: string; language: string } | null = null,
): NotificationEventInput {
  return {
    type: "order.completed",
    ownerId: order.customerId,
    data: {
      orderId: order.id,
      productName: order.productName,
      quantity: Number(order.quantity),
      totalCents: Number(order.totalPriceCents),
      orderType: order.orderType,
      ...(coupon ? { coupon: { code: coupon.code, discountCents: Number(coupon.discountCents) } } : {}),
      // A guest's order: the admins' endpoints get the buyer's e-mail; the guest gets the receipt with the order's link.
      ...(guest ? { guest: true, email: guest.email, orderNumber: guest.orderNumber, language: guest.language } : {}),
    },
  };
}

/** A licence was issued, its expiry moved or passed, or an admin suspended it; the key itself stays out of the event. */
export function licenseEvent(
  type: "license.created" | "license.extended" | "license.suspended" | "license.expired",
  license: { id: string; customerId: string | null; softwareName: string; plan: string; expiresAt: Date },
): NotificationEventInput {
  return {
    type,
    ownerId: license.customerId,
    data: { licenseId: license.id, softwareName: license.softwareName, plan: license.plan, expiresAt: license.expiresAt.toISOString() },
  };
}

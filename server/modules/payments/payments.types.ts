import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { AdminPaymentPage, AdminPaymentRow } from "./payments.service";
import type { PaymentSettingsView } from "./payment-settings.service";
import type { PaymentMethod } from "./payment-methods.service";
import type { ProviderConfigView } from "./provider-configs.service";
import type { PaymentEvent } from "./payment-event.entity";
import type { Payment } from "./payment.entity";

export enum PaymentStatusValue {
  PENDING = "pending",
  PAID = "paid",
  FAILED = "failed",
  CANCELLED = "cancelled",
  NEEDS_REVIEW = "needs_review",
  REJECTED = "rejected",
  EXPIRED = "expired",
}
registerEnumType(PaymentStatusValue, {
  name: "PaymentStatus",
  description:
    "Our view of a top-up. NEEDS_REVIEW: a wrong amount, or paid after it was cancelled; an admin decides. EXPIRED: a member's payment not settled within 24 hours; money that still arrives goes to the balance.",
});

export enum PaymentModeValue {
  SANDBOX = "sandbox",
  LIVE = "live",
}
registerEnumType(PaymentModeValue, { name: "PaymentMode", description: "SANDBOX: the offline test checkout. LIVE: Cryptomus." });

export enum PaymentReviewAction {
  CREDIT = "credit",
  REJECT = "reject",
}
registerEnumType(PaymentReviewAction, { name: "PaymentReviewAction" });

@ObjectType("PaymentAddress", { description: "Where to send a crypto payment: the address, the exact amount and its currency." })
export class PaymentAddressObject {
  @Field(() => String) address: string;
  @Field(() => String, { description: "The exact amount to send, in the provider's notation (e.g. 12.5)." }) amount: string;
  @Field(() => String, { description: "e.g. USDT." }) currency: string;
  @Field(() => String, { description: "What a QR code for this payment encodes: the address (wallets ask for the amount)." }) qrText: string;

  static from(a: { address: string; amount: string; currency: string } | null): PaymentAddressObject | null {
    return a ? Object.assign(new PaymentAddressObject(), { address: a.address, amount: a.amount, currency: a.currency, qrText: a.address }) : null;
  }
}

@ObjectType("TopUp", { description: "A started top-up: send the customer to paymentUrl." })
export class TopUpObject {
  @Field(() => ID) paymentId: string;
  @Field(() => String) paymentUrl: string;
  @Field(() => PaymentAddressObject, {
    nullable: true,
    description:
      "For a crypto gateway (epusdt): the address and exact amount to send, which a wallet can also scan as a QR code; null for card and hosted checkouts.",
  })
  address: PaymentAddressObject | null;
}

@ObjectType("Payment", { description: "A balance top-up." })
export class PaymentObject {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field(() => String) currency: string;
  @Field(() => PaymentStatusValue) status: PaymentStatusValue;
  @Field(() => String, { description: "The provider it went through: sandbox, cryptomus, stripe, btcpay or epusdt (a paymentMethods id)." }) provider: string;
  @Field(() => String, { nullable: true, description: "The provider's own status, e.g. paid, wrong_amount, cancel." }) providerStatus: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) creditedAt: Date | null;

  static from(p: Payment): PaymentObject {
    return Object.assign(new PaymentObject(), {
      id: p.id,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status as PaymentStatusValue,
      provider: p.provider,
      providerStatus: p.providerStatus,
      createdAt: p.createdAt,
      creditedAt: p.creditedAt,
    });
  }
}

@ObjectType("PaymentEvent", { description: "One status report or decision about a payment." })
export class PaymentEventObject {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "create, webhook, sandbox or admin." }) source: string;
  @Field(() => String, { nullable: true }) providerStatus: string | null;
  @Field(() => Boolean) isFinal: boolean;
  @Field(() => String, { nullable: true }) sourceIp: string | null;
  @Field(() => String, { nullable: true, description: "What the report did (credited, needs review: …, rejected: invalid signature)." }) outcome: string | null;
  @Field(() => String, { nullable: true, description: "The report as received (JSON)." }) payload: string | null;
  @Field(() => Date) createdAt: Date;

  static from(e: PaymentEvent): PaymentEventObject {
    return Object.assign(new PaymentEventObject(), {
      id: String(e.id),
      source: e.source,
      providerStatus: e.providerStatus,
      isFinal: e.isFinal,
      sourceIp: e.sourceIp,
      outcome: e.outcome,
      payload: e.payload,
      createdAt: e.createdAt,
    });
  }
}

@ObjectType("AdminPayment", { description: "A top-up as admins see it." })
export class AdminPaymentObject extends PaymentObject {
  @Field(() => ID) customerId: string;
  @Field(() => String, { nullable: true, description: "Null once the customer is deleted." }) customerEmail: string | null;
  @Field(() => String, { nullable: true }) customerName: string | null;
  @Field(() => String, { nullable: true }) providerInvoiceId: string | null;
  @Field(() => Boolean) isFinal: boolean;
  @Field(() => Date) updatedAt: Date;
  @Field(() => [PaymentEventObject]) events: PaymentEventObject[];

  static fromRow(row: AdminPaymentRow): AdminPaymentObject {
    const p = row.payment;
    return Object.assign(new AdminPaymentObject(), PaymentObject.from(p), {
      customerId: p.customerId,
      customerEmail: row.customer?.email ?? null,
      customerName: row.customer?.name ?? null,
      providerInvoiceId: p.providerInvoiceId,
      isFinal: p.isFinal,
      updatedAt: p.updatedAt,
      events: row.events.map(PaymentEventObject.from),
    });
  }
}

@ObjectType("AdminPaymentPage")
export class AdminPaymentPageObject {
  @Field(() => [AdminPaymentObject]) items: AdminPaymentObject[];
  @Field(() => Int) total: number;

  static from(page: AdminPaymentPage): AdminPaymentPageObject {
    return Object.assign(new AdminPaymentPageObject(), { items: page.items.map(AdminPaymentObject.fromRow), total: page.total });
  }
}

@ObjectType("PaymentSettings", { description: "Admin: payment provider settings. The API key itself is never returned." })
export class PaymentSettingsObject {
  @Field(() => String, { nullable: true }) merchantId: string | null;
  @Field(() => String, { nullable: true, description: "The last four characters of the stored key, e.g. ••••abcd; null when none is stored." })
  apiKeyMasked: string | null;
  @Field(() => PaymentModeValue) mode: PaymentModeValue;
  @Field(() => String, { description: "Give this URL to Cryptomus as the callback (webhook) address." }) webhookUrl: string;
  @Field(() => Boolean, { description: "True while the sandbox takes top-ups (PAYMENT_SANDBOX allows it and the mode is sandbox)." }) testMode: boolean;
  @Field(() => Int, { description: "Customers who still hold sandbox-credited balance." }) sandboxCreditCustomers: number;
  @Field(() => Int, {
    description: "The sandbox-credited balance they hold, in cents: switching to live mode takes it back with sandbox_reversal ledger rows.",
  })
  sandboxCreditCents: number;

  static from(v: PaymentSettingsView): PaymentSettingsObject {
    const { sandboxCredit, ...rest } = v;
    return Object.assign(new PaymentSettingsObject(), {
      ...rest,
      mode: v.mode as PaymentModeValue,
      sandboxCreditCustomers: sandboxCredit.customers,
      sandboxCreditCents: sandboxCredit.totalCents,
    });
  }
}

@InputType("PaymentSettingsInput")
export class PaymentSettingsInput {
  @Field(() => String, { nullable: true }) merchantId: string | null;
  @Field(() => String, { nullable: true, description: "A new payment API key; leave empty to keep the stored one." }) apiKey?: string | null;
  @Field(() => PaymentModeValue) mode: PaymentModeValue;
}

@ObjectType("PaymentMethod", { description: "A way to pay that the shop takes now, with its limits and fee." })
export class PaymentMethodObject {
  @Field(() => String, { description: "Pass as createTopUp(method:): stripe, btcpay, epusdt, cryptomus or sandbox." }) id: string;
  @Field(() => String) name: string;
  @Field(() => Int) minAmountCents: number;
  @Field(() => Int) maxAmountCents: number;
  @Field(() => Int, { description: "A fee on top of the amount in hundredths of a percent (250 = 2.5 %), shown before paying." }) feeBasisPoints: number;
  @Field(() => Int, { description: "A fixed fee on top of the amount, in cents." }) feeFixedCents: number;

  static from(m: PaymentMethod): PaymentMethodObject {
    return Object.assign(new PaymentMethodObject(), m);
  }
}

@ObjectType("PaymentProviderSetting", { description: "One setting of a provider; a secret's value is shown masked (••••abcd) or null." })
export class PaymentProviderSettingObject {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => Boolean) secret: boolean;
  @Field(() => Boolean) required: boolean;
  @Field(() => Int) maxLength: number;
  @Field(() => String, { nullable: true }) help: string | null;
  @Field(() => String, { nullable: true }) value: string | null;
}

@ObjectType("PaymentProvider", { description: "Admin: a payment provider's setup." })
export class PaymentProviderObject {
  @Field(() => String) id: string;
  @Field(() => String) label: string;
  @Field(() => Boolean, { description: "Whether buyers see it now. For Cryptomus: the shop is in live mode with its merchant and key." }) enabled: boolean;
  @Field(() => Boolean, {
    description:
      "True for Cryptomus: live mode in the payment settings turns it on and its merchant and key are set there; its name, order, limits and fee are set here like every provider's.",
  })
  enabledByPaymentMode: boolean;
  @Field(() => String) displayName: string;
  @Field(() => Int) sortOrder: number;
  @Field(() => Int) minAmountCents: number;
  @Field(() => Int) maxAmountCents: number;
  @Field(() => Int) feeBasisPoints: number;
  @Field(() => Int) feeFixedCents: number;
  @Field(() => String, { description: "Give this URL to the provider as the webhook (notification) address." }) notifyUrl: string;
  @Field(() => [PaymentProviderSettingObject]) settings: PaymentProviderSettingObject[];

  static from(v: ProviderConfigView): PaymentProviderObject {
    const { adapter, values, ...rest } = v;
    return Object.assign(new PaymentProviderObject(), {
      ...rest,
      id: adapter.id,
      label: adapter.label,
      settings: adapter.settings.map((s) => Object.assign(new PaymentProviderSettingObject(), { ...s, help: s.help ?? null, value: values[s.key] ?? null })),
    });
  }
}

@InputType("PaymentProviderSettingInput")
export class PaymentProviderSettingInput {
  @Field(() => String) key: string;
  @Field(() => String, { description: "An empty secret keeps the stored one." }) value: string;
}

@InputType("PaymentProviderInput")
export class PaymentProviderInput {
  @Field(() => String) provider: string;
  @Field(() => Boolean) enabled: boolean;
  @Field(() => String) displayName: string;
  @Field(() => Int) sortOrder: number;
  @Field(() => Int) minAmountCents: number;
  @Field(() => Int) maxAmountCents: number;
  @Field(() => Int) feeBasisPoints: number;
  @Field(() => Int) feeFixedCents: number;
  @Field(() => [PaymentProviderSettingInput]) settings: PaymentProviderSettingInput[];
}

@ObjectType("PaymentProviderTest", { description: "What a provider answered to a harmless call." })
export class PaymentProviderTestObject {
  @Field(() => Boolean) ok: boolean;
  @Field(() => String) message: string;
}

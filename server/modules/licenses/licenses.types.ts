import { createUnionType, Field, ID, Int, ObjectType } from "type-graphql";
import { IdempotencyKeyReusedError, InsufficientBalanceError, ProductUnavailableError, PurchaseNotAllowedError } from "../../graphql/purchase-errors";
import { type Order, OrderObject } from "../orders";
import type { LicenseActionResult } from "./licenses.service";
import type { LicenseCheckOutcome } from "./license-check.service";
import type { License } from "./license.entity";
import { parseEntitlements } from "../../../common/license-entitlements";
import { LIFETIME_EXPIRY } from "../catalog";
import { LICENSE_EVENT_KINDS, type LicenseEvent } from "./license-event.entity";
import type { LicenseMachine } from "./license-machine.entity";
import { customerBadge, daysRemaining, isExpiringSoon, licenseState } from "./license-status";
import { latest } from "./license-check-answer";
import type { IssuedLicense } from "./issue-license";
import type { SoftwareSubscription } from "./software-subscription.entity";

@ObjectType("License", { description: "A software licence. State fields are computed at the time of the request." })
export class LicenseObject {
  @Field(() => ID) id: string;
  @Field(() => String) licenseKey: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: "standard, premium or enterprise" }) plan: string;
  @Field(() => String) softwareName: string;
  @Field(() => Boolean, { description: "The stored switch: false once an admin suspends the licence." }) status: boolean;
  @Field(() => String, { description: "active, inactive or expired (expired wins over the switch)." }) state: string;
  @Field(() => String, { description: "The customer panel's badge: active, suspended or expired." }) displayStatus: string;
  @Field(() => Date) startDate: Date;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Int, { description: "Started 24-hour periods left until expiry; never below 0." }) daysRemaining: number;
  @Field(() => Boolean, { description: "Valid, with 7 days or fewer left." }) expiringSoon: boolean;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field(() => ID, { nullable: true }) customerId: string | null;
  @Field(() => ID, { nullable: true }) orderId: string | null;
  @Field(() => Int, { nullable: true, description: "Seats: machines it runs on at once; null, any number (no machine is tracked)." }) maxMachines:
    number | null;
  @Field(() => Int, { nullable: true, description: "Seconds after which a silent machine's seat is freed; null, never." }) heartbeatSeconds: number | null;
  @Field(() => Int, { description: "Days after expiry during which checks still succeed." }) graceDays: number;
  @Field(() => [String], { description: "The plan's named features." }) entitlements: string[];
  @Field(() => Boolean, { description: "Never expires (expiresAt is 9999-12-31)." }) lifetime: boolean;

  static from(l: License, now: Date, lastUsedAt: Date | null = l.lastUsedAt): LicenseObject {
    return Object.assign(new LicenseObject(), {
      id: l.id,
      licenseKey: l.licenseKey,
      email: l.email,
      plan: l.plan,
      softwareName: l.softwareName,
      status: l.status,
      state: licenseState(l, now),
      displayStatus: customerBadge(l, now),
      startDate: l.startDate,
      expiresAt: l.expiresAt,
      daysRemaining: daysRemaining(l.expiresAt, now),
      expiringSoon: isExpiringSoon(l.expiresAt, now),
      createdAt: l.createdAt,
      lastUsedAt,
      customerId: l.customerId,
      orderId: l.orderId,
      maxMachines: l.maxMachines,
      heartbeatSeconds: l.heartbeatSeconds,
      graceDays: l.graceDays,
      entitlements: parseEntitlements(l.entitlements),
      lifetime: l.expiresAt.getTime() >= LIFETIME_EXPIRY.getTime(),
    });
  }
}

@ObjectType("LicenseMachine", { description: "A computer a licence with seats is activated on." })
export class LicenseMachineObject {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "As the app sent it in `name` (may be empty)." }) name: string;
  @Field(() => String) platform: string;
  @Field(() => String) hostname: string;
  @Field(() => Date, { description: "Its first check: when it took its seat." }) activatedAt: Date;
  @Field(() => Date, { description: "Its last check (a few seconds behind at most: checks are recorded in batches)." }) lastSeenAt: Date;

  static from(m: LicenseMachine, pendingLastSeen: Date | undefined): LicenseMachineObject {
    return Object.assign(new LicenseMachineObject(), {
      id: m.id,
      name: m.name,
      platform: m.platform,
      hostname: m.hostname,
      activatedAt: m.activatedAt,
      lastSeenAt: latest(m.lastSeenAt, pendingLastSeen),
    });
  }
}

@ObjectType("LicenseEvent", { description: "One entry of a licence's history (admin)." })
export class LicenseEventObject {
  @Field(() => ID) id: string;
  @Field(() => String, { description: LICENSE_EVENT_KINDS.join(", ") }) kind: string;
  @Field(() => String, { description: "customer, admin or system" }) actor: string;
  @Field(() => ID, { nullable: true }) machineId: string | null;
  @Field(() => String, { description: "The machine's name, or the seats before and after." }) detail: string;
  @Field(() => Date) createdAt: Date;

  static from(e: LicenseEvent): LicenseEventObject {
    return Object.assign(new LicenseEventObject(), {
      id: e.id,
      kind: e.kind,
      actor: e.actor,
      machineId: e.machineId,
      detail: e.detail,
      createdAt: e.createdAt,
    });
  }
}

@ObjectType("SoftwareSubscription")
export class SoftwareSubscriptionObject {
  @Field(() => ID) id: string;
  @Field(() => String) softwareName: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Boolean) status: boolean;
  @Field(() => String, { description: "expired once the end date has passed, else active or suspended." }) displayStatus: string;
  @Field(() => Date) startDate: Date;
  @Field(() => Date) endDate: Date;
  @Field(() => Int) daysRemaining: number;
  @Field(() => Boolean) expiringSoon: boolean;
  @Field(() => String) paymentMethod: string;
  @Field(() => ID, { nullable: true }) licenseId: string | null;
  @Field(() => Date) createdAt: Date;

  static from(s: SoftwareSubscription, now: Date): SoftwareSubscriptionObject {
    return Object.assign(new SoftwareSubscriptionObject(), {
      id: s.id,
      softwareName: s.softwareName,
      amountCents: s.amountCents,
      status: s.status,
      displayStatus: customerBadge({ status: s.status, expiresAt: s.endDate }, now),
      startDate: s.startDate,
      endDate: s.endDate,
      daysRemaining: daysRemaining(s.endDate, now),
      expiringSoon: isExpiringSoon(s.endDate, now),
      paymentMethod: s.paymentMethod,
      licenseId: s.licenseId,
      createdAt: s.createdAt,
    });
  }
}

@ObjectType("LicenseCheckResult", { description: "The same answer as POST /api/check_license." })
export class LicenseCheckResultObject {
  @Field(() => String, { description: "success, or invalid" }) status: string;
  @Field(() => String) message: string;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
  @Field(() => Int) daysRemaining: number;
  @Field(() => Boolean) expiringSoon: boolean;
  @Field(() => String, {
    description: "Why, for a program: VALID, GRACE_PERIOD, NOT_FOUND, EXPIRED, SUSPENDED, FINGERPRINT_SCOPE_REQUIRED, MALFORMED_KEY (docs/api.md).",
  })
  code: string;
  @Field(() => Date, { nullable: true, description: "In the grace period after expiry: when it ends; null otherwise." }) graceEndsAt: Date | null;
  @Field(() => [String], { description: "A valid licence's named features (its plan's when issued); empty otherwise." }) entitlements: string[];

  static from(o: LicenseCheckOutcome): LicenseCheckResultObject {
    return Object.assign(new LicenseCheckResultObject(), {
      code: o.answer.code,
      graceEndsAt: o.answer.grace_ends_at ? new Date(o.answer.grace_ends_at) : null,
      entitlements: o.answer.entitlements ?? [],
      status: o.answer.status,
      message: o.answer.message,
      expiresAt: o.answer.expires_at ? new Date(o.answer.expires_at) : null,
      daysRemaining: o.answer.days_remaining,
      expiringSoon: o.expiringSoon,
    });
  }
}

@ObjectType("LicenseActionResult", { description: "The spec's {status, message} answer of an admin licence change." })
export class LicenseActionResultObject {
  @Field(() => String, { description: "success or error" }) status: string;
  @Field(() => String) message: string;
  @Field(() => LicenseObject, { nullable: true }) license: LicenseObject | null;

  static from(r: LicenseActionResult, now: Date): LicenseActionResultObject {
    return Object.assign(new LicenseActionResultObject(), {
      status: r.status,
      message: r.message,
      license: r.license ? LicenseObject.from(r.license, now) : null,
    });
  }
}

@ObjectType("SoftwarePurchase")
export class SoftwarePurchaseObject {
  @Field(() => OrderObject) order: OrderObject;
  @Field(() => LicenseObject) license: LicenseObject;
  @Field(() => SoftwareSubscriptionObject) subscription: SoftwareSubscriptionObject;
  @Field(() => Int, { description: "The buyer's balance after the purchase." }) balanceCents: number;

  static from(p: { order: Order; issued: IssuedLicense; balanceCents: number }, now: Date): SoftwarePurchaseObject {
    return Object.assign(new SoftwarePurchaseObject(), {
      order: OrderObject.from(p.order),
      license: LicenseObject.from(p.issued.license, now),
      subscription: SoftwareSubscriptionObject.from(p.issued.subscription, now),
      balanceCents: p.balanceCents,
    });
  }
}

export const SoftwarePurchaseResult = createUnionType({
  name: "SoftwarePurchaseResult",
  description: "The new (or, for a repeated idempotency key, the earlier) purchase, or why nothing was bought.",
  types: () => [SoftwarePurchaseObject, InsufficientBalanceError, PurchaseNotAllowedError, IdempotencyKeyReusedError, ProductUnavailableError] as const,
});

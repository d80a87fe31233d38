import { expect } from "chai";
import { getNamedType, type GraphQLSchema } from "graphql";
import { buildAppSchema } from "../../server/graphql/schema";
import { generateApiTokenSecret } from "../../server/modules/api-tokens/api-token-secret";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { adminOnlyFields, operationsOf, reachableFields, type Operation } from "../helpers/schema-operations";
import { startTestServer, type TestServer } from "../helpers/test-server";

type Listing = Record<string, [reason: string, fields: string[]]>;

const SHOP_FACE = "the shop's public face: what every page shows to anyone";
const OWN = "the caller's own account, orders, payments and settings (null or refused for anyone else)";
const ANSWER = "the answer to the caller's own request, about nothing but that request";
const FORM = "a public form: sign-up, sign-in, reset, contact, first admin";
const GUEST_OWN = "a guest's own order: the answer to their checkout, or an order whose secret they proved";

/**
 * Everything a visitor without an account can read, type by type. A new public field fails the
 * test until someone adds it here, having decided it may be public.
 */
const ANONYMOUS: Listing = {
  Query: [
    "the storefront's questions, and `me` (null for a visitor)",
    [
      "siteSettings",
      "product",
      "softwareProduct",
      "products",
      "categories",
      "pageTexts",
      "availableStockCount",
      "priceQuote",
      "me",
      "checkLicense",
      "paymentMethods",
      "paymentTestMode",
      "proofOfWorkChallenge",
    ],
  ],
  ProofOfWorkChallenge: [
    "a fresh random challenge, signed, that a public form which came too fast solves in the browser; it names no one",
    ["algorithm", "challenge", "maxnumber", "salt", "signature"],
  ],
  Mutation: [
    FORM,
    [
      "submitContactMessage",
      "register",
      "resendConfirmation",
      "confirmEmail",
      "login",
      "requestSignInLink",
      "signInWithLink",
      "logout",
      "requestPasswordReset",
      "resetPassword",
      "completeAdminSetup",
    ],
  ],
  SiteSettings: [
    SHOP_FACE,
    [
      "id",
      "siteName",
      "siteTagline",
      "siteDescription",
      "logoUrl",
      "faviconUrl",
      "contactTelegramUrl",
      "contactWhatsappUrl",
      "accentColor",
      "heroImageUrl",
      "toolsLinkShown",
      "toolsLinkUrl",
      "sessionTimeoutMinutes",
    ],
  ],
  Product: [
    SHOP_FACE,
    [
      "id",
      "productType",
      "deliveryKind",
      "name",
      "slug",
      "description",
      "pricePerAccountCents",
      "fromPriceCents",
      "priceTiers",
      "minPurchaseQuantity",
      "maxPurchaseQuantity",
      "image",
      "categoryId",
      "category",
      "visibility",
      "sortOrder",
      "licenseDays",
      "availableStock",
      "archived",
      "variants",
    ],
  ],
  ProductVariant: [
    SHOP_FACE,
    ["id", "name", "priceCents", "inheritsPrice", "priceTiers", "licenseDays", "isDefault", "sortOrder", "availableStock", "licensePlan"],
  ],
  LicensePlan: [
    "what a licence sold as the variant may do, which a buyer choosing a plan compares",
    ["maxMachines", "heartbeatSeconds", "graceDays", "entitlements", "lifetime"],
  ],
  PriceTier: [SHOP_FACE, ["minQuantity", "unitPriceCents"]],
  Category: [SHOP_FACE, ["id", "name", "sortOrder"]],
  PageText: [SHOP_FACE, ["field", "value", "language", "updatedAt"]],
  PaymentMethod: [SHOP_FACE, ["id", "name", "minAmountCents", "maxAmountCents", "feeBasisPoints", "feeFixedCents"]],
  PriceQuote: [ANSWER, ["unitPriceCents", "subtotalCents", "discountCents", "totalCents", "couponError"]],
  CouponRefusedError: [ANSWER, ["errorCode", "message", "minOrderCents"]],
  LicenseCheckResult: [
    "the licence's own state, to whoever holds its key",
    ["status", "message", "expiresAt", "daysRemaining", "expiringSoon", "code", "graceEndsAt", "entitlements"],
  ],
  RegisterPayload: [ANSWER, ["email"]],
  Me: [OWN, ["id", "name", "email", "role", "balanceCents", "joinDate", "emailConfirmed", "totpEnabled", "language"]],
};

/** Figures about the whole shop that anyone may read, each with its reason; the sales figures are not among them. */
const SHOP_WIDE: Record<string, string> = {
  "Query.availableStockCount": "what can be bought right now: the storefront shows it, and a buyer needs it to choose a quantity",
  "Product.availableStock": "the same figure per product, on every product card",
  "ProductVariant.availableStock": "the same figure per variant: a buyer choosing an option needs to know how many it has",
  "Query.paymentTestMode": "the storefront warns every visitor that payments are simulated",
  "PaymentMethod.feeBasisPoints": "a buyer sees the method's fee before choosing it",
  "PaymentMethod.feeFixedCents": "a buyer sees the method's fee before choosing it",
  "PaymentMethod.minAmountCents": "the amounts a buyer may pay with the method",
  "PaymentMethod.maxAmountCents": "the amounts a buyer may pay with the method",
  "SiteSettings.sessionTimeoutMinutes": "the client signs an idle visitor out after it",
};

/** What a signed-in customer (or their API token) reads beyond a visitor: their own things only. */
const CUSTOMER: Listing = {
  Query: [
    OWN,
    [
      "myOrders",
      "myAccountProducts",
      "myOrder",
      "myDashboard",
      "myApiTokens",
      "myLicenses",
      "mySoftwareSubscriptions",
      "licenseDownloads",
      "myPayments",
      "myReservation",
      "mySessions",
      "myEmailPreferences",
      "webhookEventTypes",
      "myWebhookEndpoints",
      "webhookDeliveries",
    ],
  ],
  Mutation: [
    OWN,
    [
      "purchaseAccounts",
      "purchase",
      "checkout",
      "changePassword",
      "updateProfile",
      "setLanguage",
      "deleteMyAccount",
      "createApiToken",
      "revokeApiToken",
      "purchaseSoftwareLicense",
      "createDownloadLink",
      "createTopUp",
      "revokeSession",
      "signOutEverywhere",
      "updateEmailPreferences",
      "createWebhookEndpoint",
      "setWebhookEndpointEnabled",
      "deleteWebhookEndpoint",
      "resendWebhookDelivery",
      "cancelReservation",
      "payReservation",
      "deactivateLicenseMachine",
    ],
  ],
  ApiToken: [OWN, ["id", "customerId", "name", "prefix", "createdAt", "lastUsedAt", "revokedAt", "scopes", "expiresAt", "dailySpendLimitCents"]],
  CreatedApiToken: [OWN, ["token", "apiToken"]],
  CreatedWebhookEndpoint: [OWN, ["secret", "endpoint"]],
  CustomerDashboard: ["the caller's own totals, never the shop's", ["balanceCents", "accountsBought", "ordersCount", "activeLicenses"]],
  MyAccountProduct: [OWN, ["productId", "name", "orders"]],
  EmailPreferences: [OWN, ["orderReceipts", "balanceCredits", "licenseExpiry"]],
  License: [
    OWN,
    [
      "id",
      "licenseKey",
      "email",
      "plan",
      "softwareName",
      "status",
      "state",
      "displayStatus",
      "startDate",
      "expiresAt",
      "daysRemaining",
      "expiringSoon",
      "createdAt",
      "lastUsedAt",
      "customerId",
      "orderId",
      "maxMachines",
      "heartbeatSeconds",
      "graceDays",
      "entitlements",
      "lifetime",
      "machines",
    ],
  ],
  LicenseMachine: [OWN, ["id", "name", "platform", "hostname", "activatedAt", "lastSeenAt"]],
  Order: [
    OWN,
    [
      "id",
      "productId",
      "productName",
      "quantity",
      "totalPriceCents",
      "purchaseDate",
      "orderType",
      "licenseId",
      "status",
      "accounts",
      "customer",
      "licenseKey",
      "lines",
    ],
  ],
  OrderLine: [
    OWN,
    [
      "id",
      "productId",
      "variantId",
      "productName",
      "variantName",
      "orderType",
      "quantity",
      "unitPriceCents",
      "subtotalCents",
      "discountCents",
      "totalCents",
      "licenseId",
      "state",
      "heldAt",
      "paidAt",
      "deliveredAt",
      "closedAt",
      "accounts",
    ],
  ],
  Checkout: [OWN, ["order", "lines", "licenses", "discountCents", "balanceCents"]],
  OrderAccount: [OWN, ["id", "username", "password", "email", "emailPassword"]],
  OrderCustomer: ["the order's buyer, who is the caller", ["id", "name", "email"]],
  OrderPage: [OWN, ["items", "total"]],
  Payment: [OWN, ["id", "amountCents", "currency", "status", "provider", "providerStatus", "createdAt", "creditedAt"]],
  PaymentAddress: [OWN, ["address", "amount", "currency", "qrText"]],
  PendingPurchase: [
    OWN,
    [
      "id",
      "status",
      "productId",
      "productName",
      "quantity",
      "totalCents",
      "discountCents",
      "balanceCents",
      "expiresAt",
      "paymentId",
      "paymentMethod",
      "paymentAmountCents",
      "paymentUrl",
      "address",
    ],
  ],
  Purchase: [OWN, ["order", "license", "subscription", "discountCents", "balanceCents"]],
  SoftwarePurchase: [OWN, ["order", "license", "subscription", "balanceCents"]],
  SoftwareVersion: [
    "the versions a valid licence of the caller's entitles to (refused for anyone else's licence)",
    ["id", "productId", "version", "notes", "fileName", "sizeBytes", "sha256", "createdAt", "latest"],
  ],
  DownloadLink: [ANSWER, ["url", "expiresAt"]],
  SoftwareSubscription: [
    OWN,
    [
      "id",
      "softwareName",
      "amountCents",
      "status",
      "displayStatus",
      "startDate",
      "endDate",
      "daysRemaining",
      "expiringSoon",
      "paymentMethod",
      "licenseId",
      "createdAt",
    ],
  ],
  Session: [OWN, ["id", "device", "createdAt", "lastSeenAt", "current"]],
  TopUp: [OWN, ["paymentId", "paymentUrl", "address"]],
  WebhookDelivery: [OWN, ["id", "eventId", "eventType", "status", "attempts", "lastResponseCode", "lastError", "lastAttemptAt", "nextAttemptAt", "createdAt"]],
  WebhookEndpoint: [OWN, ["id", "url", "events", "enabled", "disabledReason", "createdAt"]],
  InsufficientBalanceError: ["the caller's own balance against the price asked", ["errorCode", "message", "balanceCents", "requiredCents"]],
  NotEnoughStockError: ["the same figure as availableStock, and the caller's own cart line", ["errorCode", "message", "availableCount", "variantId"]],
  TooManyReservationsError: [ANSWER, ["errorCode", "message", "limit"]],
  HoldRefusedError: [ANSWER, ["errorCode", "message", "limit", "retryAfterSeconds"]],
  IdempotencyKeyReusedError: [ANSWER, ["errorCode", "message"]],
  InvalidQuantityError: [ANSWER, ["errorCode", "message", "variantId"]],
  ProductUnavailableError: [ANSWER, ["errorCode", "message", "variantId"]],
  PurchaseNotAllowedError: [ANSWER, ["errorCode", "message"]],
};

/**
 * What a visitor reaches through guest checkout (PRODUCT.md 19): the answer to their own checkout
 * (the order, its lines and goods, its payment), and an order they proved a secret of (its access
 * token, its e-mail link, or its number, e-mail and password). Nothing else of anyone's.
 */
const GUEST: Listing = {
  Checkout: [GUEST_OWN, ["balanceCents", "discountCents", "licenses", "lines", "order"]],
  GuestOrder: [
    GUEST_OWN,
    [
      "createdAt",
      "discountCents",
      "email",
      "expiresAt",
      "hasPassword",
      "id",
      "licenses",
      "lines",
      "linkToken",
      "number",
      "paymentStatus",
      "paymentUrl",
      "status",
      "totalCents",
    ],
  ],
  GuestOrderSummary: [GUEST_OWN, ["createdAt", "id", "number", "path", "productName", "status", "totalCents"]],
  HoldRefusedError: [GUEST_OWN, ["errorCode", "limit", "message", "retryAfterSeconds"]],
  IdempotencyKeyReusedError: [GUEST_OWN, ["errorCode", "message"]],
  InsufficientBalanceError: [GUEST_OWN, ["balanceCents", "errorCode", "message", "requiredCents"]],
  InvalidQuantityError: [GUEST_OWN, ["errorCode", "message", "variantId"]],
  License: [
    GUEST_OWN,
    [
      "createdAt",
      "customerId",
      "daysRemaining",
      "displayStatus",
      "email",
      "entitlements",
      "expiresAt",
      "expiringSoon",
      "graceDays",
      "heartbeatSeconds",
      "id",
      "lastUsedAt",
      "licenseKey",
      "lifetime",
      "machines",
      "maxMachines",
      "orderId",
      "plan",
      "softwareName",
      "startDate",
      "state",
      "status",
    ],
  ],
  LicenseMachine: [GUEST_OWN, ["activatedAt", "hostname", "id", "lastSeenAt", "name", "platform"]],
  Mutation: [GUEST_OWN, ["checkout", "openOrderLinks", "requestOrderLinks"]],
  NotEnoughStockError: [GUEST_OWN, ["availableCount", "errorCode", "message", "variantId"]],
  Order: [
    GUEST_OWN,
    [
      "guestEmail",
      "accounts",
      "customer",
      "id",
      "licenseId",
      "licenseKey",
      "lines",
      "orderType",
      "productId",
      "productName",
      "purchaseDate",
      "quantity",
      "status",
      "totalPriceCents",
    ],
  ],
  OrderAccount: [GUEST_OWN, ["email", "emailPassword", "id", "password", "username"]],
  OrderCustomer: [GUEST_OWN, ["email", "id", "name"]],
  OrderLine: [
    GUEST_OWN,
    [
      "accounts",
      "closedAt",
      "deliveredAt",
      "discountCents",
      "heldAt",
      "id",
      "licenseId",
      "orderType",
      "paidAt",
      "productId",
      "productName",
      "quantity",
      "state",
      "subtotalCents",
      "totalCents",
      "unitPriceCents",
      "variantId",
      "variantName",
    ],
  ],
  PaymentAddress: [GUEST_OWN, ["address", "amount", "currency", "qrText"]],
  PendingPurchase: [
    GUEST_OWN,
    [
      "accessToken",
      "address",
      "balanceCents",
      "discountCents",
      "expiresAt",
      "id",
      "orderNumber",
      "paymentAmountCents",
      "paymentId",
      "paymentMethod",
      "paymentUrl",
      "productId",
      "productName",
      "quantity",
      "status",
      "totalCents",
    ],
  ],
  ProductUnavailableError: [GUEST_OWN, ["errorCode", "message", "variantId"]],
  PurchaseNotAllowedError: [GUEST_OWN, ["errorCode", "message", "variantId"]],
  Query: [GUEST_OWN, ["findMyOrder", "guestOrder"]],
  TooManyReservationsError: [GUEST_OWN, ["errorCode", "limit", "message"]],
};

const fieldsOf = (...listings: Listing[]) => listings.flatMap((l) => Object.entries(l).flatMap(([type, [, fields]]) => fields.map((f) => `${type}.${f}`)));
const sorted = (fields: Iterable<string>) => [...fields].sort();

/** Issue 31 item 5: no shop-wide figure, other customer's data or setting reaches a caller by accident. */
describe("fields a visitor, a customer and an API token can read", () => {
  let schema: GraphQLSchema;
  let ops: Operation[];
  let closed: Set<string>;

  before(async () => {
    schema = await buildAppSchema();
    ops = operationsOf(schema);
    closed = adminOnlyFields();
  });

  it("lets a visitor reach exactly the fields listed as public", () => {
    const reachable = reachableFields(
      schema,
      ops.filter((op) => op.roles === null),
      closed,
    );
    expect(sorted(reachable)).to.deep.equal(sorted(new Set(fieldsOf(ANONYMOUS, GUEST))));
  });

  it("lets a customer or an API token reach the public fields and their own things, nothing else", () => {
    const reachable = reachableFields(
      schema,
      ops.filter((op) => !op.roles?.includes("ADMIN")),
      closed,
    );
    expect(sorted(reachable)).to.deep.equal(sorted(new Set(fieldsOf(ANONYMOUS, GUEST, CUSTOMER))));
  });

  it("gives every public shop-wide figure a reason, and keeps the sales figures and stock alert settings for admins", () => {
    const publicFields = new Set(fieldsOf(ANONYMOUS));
    expect(Object.keys(SHOP_WIDE).filter((f) => !publicFields.has(f))).to.deep.equal([]);
    expect(sorted(closed)).to.include.members(["SiteSettings.totalRevenueDisplayCents", "SiteSettings.totalAccountsSoldLifetime", "Product.lowStockThreshold"]);
  });

  describe("through the server", () => {
    let server: TestServer;
    let customer: HttpClient;
    let token: HttpClient;
    let admin: HttpClient;

    before(async () => {
      server = await startTestServer();
      const buyer = await createCustomer(server.app, { balanceCents: 500 });
      customer = signIn(server.app, server.client(), buyer);
      const secret = generateApiTokenSecret();
      await server.app.db.manager.getRepository(ApiToken).insert({
        customerId: buyer.id,
        name: "fields",
        tokenHash: secret.hash,
        prefix: secret.prefix,
        createdAt: new Date(),
        lastUsedAt: null,
        revokedAt: null,
      });
      token = server.client();
      token.bearer = secret.token;
      admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      const site = (await admin.ok(`{ adminSettings { site { siteName contactTelegramUrl contactWhatsappUrl } } }`)).adminSettings.site;
      await admin.ok(`mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { id } }`, {
        input: { siteName: site.siteName, totalRevenueDisplayCents: 1_234_567 },
      });
    });
    after(() => server?.close());

    /** `{ siteSettings { totalRevenueDisplayCents } }` for each admin-only field, through a public query that needs no argument. */
    function publicPathTo(field: string): string {
      const [type, name] = field.split(".");
      const root = ops.find(
        (op) =>
          op.roles === null &&
          op.kind === "query" &&
          getNamedType(op.field.type).name === type &&
          op.field.args.every((a) => a.type.toString().slice(-1) !== "!"),
      );
      if (!root) throw new Error(`no public query without arguments returns ${type}: add a path for ${field}`);
      return `{ ${root.name} { ${name} } }`;
    }

    it("refuses the admin-only fields to a visitor, a customer and an API token, and answers no figure", async () => {
      expect([...closed]).to.include("SiteSettings.totalRevenueDisplayCents");
      const wrong: string[] = [];
      for (const field of closed) {
        const query = publicPathTo(field);
        for (const [who, client, code] of [
          ["visitor", server.client(), "UNAUTHENTICATED"],
          ["customer", customer, "FORBIDDEN"],
          ["API token", token, "FORBIDDEN"],
        ] as const) {
          const r = await client.gql(query);
          const answered = JSON.stringify(r.data ?? null).match(/\d{3,}/);
          if (r.errors?.[0]?.extensions?.code !== code || answered)
            wrong.push(`${field} as ${who}: ${r.errors?.[0]?.extensions?.code ?? "no error"} ${JSON.stringify(r.data)}`);
        }
      }
      expect(wrong).to.deep.equal([]);
    });

    it("still shows the admin the revenue in the settings and on the dashboard, and the shop's name to everyone", async () => {
      expect((await admin.ok(`{ adminSettings { site { totalRevenueDisplayCents } } }`)).adminSettings.site.totalRevenueDisplayCents).to.equal(1_234_567);
      expect((await admin.ok(`{ adminDashboard { totalRevenueCents } }`)).adminDashboard.totalRevenueCents).to.equal(1_234_567);
      expect((await admin.ok(`{ siteSettings { totalRevenueDisplayCents } }`)).siteSettings.totalRevenueDisplayCents).to.equal(1_234_567);
      expect((await server.client().ok(`{ siteSettings { siteName sessionTimeoutMinutes } }`)).siteSettings.siteName).to.be.a("string");
    });
  });
});

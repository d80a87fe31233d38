import type { ApiTokenScope } from "./api-token-scopes";

/**
 * What an API token needs for an operation: every scope listed, or nothing (ANYONE: the
 * operation is public and a token's scopes do not matter); SESSION and ADMIN operations refuse
 * every token, whatever its scopes (a person signed in on the site, or an admin there).
 */
export type TokenAccess = readonly ApiTokenScope[] | "session" | "admin";

const ANYONE: TokenAccess = [];
const READ: TokenAccess = ["read"];
const PURCHASE: TokenAccess = ["purchase"];
const WEBHOOKS: TokenAccess = ["read", "purchase"];
const SESSION: TokenAccess = "session";
const ADMIN: TokenAccess = "admin";

/** Starting a payment at a provider: createTopUp, and purchase(payWith) when the balance is short. */
export const PAYMENT_SCOPES: readonly ApiTokenScope[] = ["top-up"];

/**
 * The scope table: every root operation of the GraphQL API and what a token needs for it, the
 * table docs/api.md publishes. The GraphQL edge checks every token call against it before the
 * operation runs, and refuses a token any operation missing here, so a new operation is closed to
 * tokens until someone decides (test/security/token-scopes.test.ts proves each row for each scope).
 */
export const API_TOKEN_ACCESS: { readonly query: Readonly<Record<string, TokenAccess>>; readonly mutation: Readonly<Record<string, TokenAccess>> } = {
  query: {
    // The shop's public face: a token's scopes do not matter.
    siteSettings: ANYONE,
    product: ANYONE,
    softwareProduct: ANYONE,
    products: ANYONE,
    categories: ANYONE,
    pageTexts: ANYONE,
    availableStockCount: ANYONE,
    priceQuote: ANYONE,
    // A guest's order opens with its own secret, whoever asks.
    guestOrder: ANYONE,
    findMyOrder: ANYONE,
    checkLicense: ANYONE,
    paymentMethods: ANYONE,
    paymentTestMode: ANYONE,
    proofOfWorkChallenge: ANYONE,
    // What the token's owner has and has done.
    me: READ,
    myOrders: READ,
    myAccountProducts: READ,
    myOrder: READ,
    myDashboard: READ,
    myLicenses: READ,
    mySoftwareSubscriptions: READ,
    licenseDownloads: READ,
    myPayments: READ,
    myReservation: READ,
    myEmailPreferences: READ,
    webhookEventTypes: READ,
    myWebhookEndpoints: READ,
    webhookDeliveries: READ,
    // The person's own sign-in and tokens.
    myApiTokens: SESSION,
    mySessions: SESSION,
    // The back office.
    adminCategories: ADMIN,
    adminProducts: ADMIN,
    adminProductVariants: ADMIN,
    softwareVersions: ADMIN,
    contentTranslations: ADMIN,
    stockAccounts: ADMIN,
    reservationSettings: ADMIN,
    guestCheckout: ADMIN,
    invoiceSettings: ADMIN,
    adminReservations: ADMIN,
    coupons: ADMIN,
    outboxEmails: ADMIN,
    blocklistEntries: ADMIN,
    apiTokens: ADMIN,
    licenses: ADMIN,
    licenseHistory: ADMIN,
    licenseByKey: ADMIN,
    adminCustomers: ADMIN,
    adminCustomer: ADMIN,
    paymentProviders: ADMIN,
    payments: ADMIN,
    paymentSettings: ADMIN,
    adminOrders: ADMIN,
    adminOrder: ADMIN,
    adminSettings: ADMIN,
    adminDashboard: ADMIN,
    adminRevenueByProduct: ADMIN,
    auditLog: ADMIN,
    contactMessages: ADMIN,
    twoFactorStatus: ADMIN,
    myAdminAlertSettings: ADMIN,
  },
  mutation: {
    // Sign-up, sign-in and contact forms: public, whoever sends them.
    submitContactMessage: ANYONE,
    register: ANYONE,
    resendConfirmation: ANYONE,
    confirmEmail: ANYONE,
    login: ANYONE,
    requestSignInLink: ANYONE,
    signInWithLink: ANYONE,
    logout: ANYONE,
    requestPasswordReset: ANYONE,
    resetPassword: ANYONE,
    requestOrderLinks: ANYONE,
    openOrderLinks: ANYONE,
    completeAdminSetup: ANYONE,
    // Spending the balance. purchase(payWith) also needs TOP_UP when it opens a payment (PAYMENT_SCOPES).
    purchaseAccounts: PURCHASE,
    purchase: PURCHASE,
    checkout: PURCHASE,
    purchaseSoftwareLicense: PURCHASE,
    // A link to download what a licence the token's owner holds entitles to: reading what they have.
    createDownloadLink: READ,
    // Letting go of one's own hold gives lines back; paying it again opens a payment.
    cancelReservation: PURCHASE,
    payReservation: PAYMENT_SCOPES,
    // Starting a payment.
    createTopUp: PAYMENT_SCOPES,
    // An endpoint keeps receiving the owner's order events (what READ shows) at an outside address: a standing change, so READ alone is not enough.
    createWebhookEndpoint: WEBHOOKS,
    setWebhookEndpointEnabled: WEBHOOKS,
    deleteWebhookEndpoint: WEBHOOKS,
    resendWebhookDelivery: WEBHOOKS,
    // The person's account: password, profile, tokens, sessions, e-mail choices, deletion.
    changePassword: SESSION,
    updateProfile: SESSION,
    setLanguage: SESSION,
    deleteMyAccount: SESSION,
    createApiToken: SESSION,
    revokeApiToken: SESSION,
    // Freeing a seat is the buyer's own decision on the site: a token an app embeds cannot rotate seats.
    deactivateLicenseMachine: SESSION,
    revokeSession: SESSION,
    signOutEverywhere: SESSION,
    updateEmailPreferences: SESSION,
    // The back office.
    createProduct: ADMIN,
    saveProductVariant: ADMIN,
    setVariantLicensePlan: ADMIN,
    archiveProductVariant: ADMIN,
    updateSoftwareVersionNotes: ADMIN,
    deleteSoftwareVersion: ADMIN,
    editProduct: ADMIN,
    deleteProduct: ADMIN,
    createCategory: ADMIN,
    updateCategory: ADMIN,
    reorderCategories: ADMIN,
    deleteCategory: ADMIN,
    saveContentTranslations: ADMIN,
    updateStockAccount: ADMIN,
    deleteStockAccounts: ADMIN,
    deleteAllStockAccounts: ADMIN,
    uploadStockChunk: ADMIN,
    updateReservationSettings: ADMIN,
    setGuestCheckout: ADMIN,
    updateInvoiceSettings: ADMIN,
    cancelReservationAsAdmin: ADMIN,
    createCoupon: ADMIN,
    updateCoupon: ADMIN,
    deleteCoupon: ADMIN,
    adminRevokeApiToken: ADMIN,
    createLicense: ADMIN,
    createLicenseByEmail: ADMIN,
    setLicenseStatus: ADMIN,
    extendLicense: ADMIN,
    extendLicenseByDays: ADMIN,
    deleteLicense: ADMIN,
    resetLicenseMachines: ADMIN,
    setLicenseSeats: ADMIN,
    setCustomerBalance: ADMIN,
    updateCustomer: ADMIN,
    deleteCustomer: ADMIN,
    updatePaymentProvider: ADMIN,
    testPaymentProvider: ADMIN,
    resolvePaymentReview: ADMIN,
    updatePaymentSettings: ADMIN,
    updateProduct: ADMIN,
    updateSiteSettings: ADMIN,
    updateBrandSettings: ADMIN,
    updateSecuritySettings: ADMIN,
    markContactMessageRead: ADMIN,
    addBlocklistEntry: ADMIN,
    removeBlocklistEntry: ADMIN,
    beginTotpEnrolment: ADMIN,
    confirmTotpEnrolment: ADMIN,
    disableTotp: ADMIN,
    updateAdminAlertSettings: ADMIN,
    sendTelegramTestMessage: ADMIN,
  },
};

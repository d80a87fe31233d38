/**
 * The longest text each GraphQL argument and input field accepts, checked at the edge before
 * any resolver or rule sees the value (regular expressions included). Keyed by schema coordinate:
 * `Mutation.login(email:)` for an argument, `RegisterInput.email` for an input field.
 *
 * The limits sit at or above the services' own length rules, so a person who types a little too
 * much still reads the form's own message; the edge limit stops what no form can send.
 * test/security/input-limits.test.ts proves every String argument and input field is listed here.
 */

/** Names, e-mail addresses, passwords, search terms, reasons, keys: anything typed in one line. */
const LINE = 1_000;
/** Links and codes sent back from e-mails and URLs stored in 1,024-character columns. */
const URL = 1_024;
/** Free text typed into a text area (the contact form allows 5,000 characters). */
const TEXT = 20_000;
/** One `username:password:email:emailpass` stock line: four fields of at most 255 characters, with room for a line the parser reports as invalid. */
const STOCK_LINE = 4_096;
/** A one-time code, a licence key, a plan, a date, a filter value. */
const CODE = 64;

/** IDs are UUIDs or integers. */
export const ID_MAX_LENGTH = 64;
/** Other scalars sent as text (dates) are short. */
export const SCALAR_MAX_LENGTH = 100;
/** A String coordinate missing from the table (the security suite fails until it is added). */
export const UNLISTED_STRING_MAX_LENGTH = LINE;

export const INPUT_MAX_LENGTHS: Readonly<Record<string, number>> = {
  "Query.adminCustomers(search:)": LINE,
  "Query.adminOrders(search:)": LINE,
  "Query.adminReservations(status:)": CODE,
  "Mutation.cancelReservationAsAdmin(reason:)": LINE,
  "Query.stockAccounts(search:)": LINE,
  "Query.checkLicense(licenseKey:)": CODE,
  // The machine fields at their own limits (machine-activation.ts), as POST /api/check_license takes them.
  "Query.checkLicense(fingerprint:)": 255,
  "Query.checkLicense(machineName:)": 255,
  "Query.checkLicense(platform:)": 64,
  "Query.checkLicense(hostname:)": 255,
  "Query.myOrders(orderType:)": CODE,
  "Query.myOrders(search:)": LINE,
  "AdminOrderFilter.from": CODE,
  "AdminOrderFilter.to": CODE,
  "AdminOrderFilter.orderType": CODE,

  "Mutation.createWebhookEndpoint(url:)": URL,
  "Mutation.createWebhookEndpoint(events:)": CODE,
  "AdminAlertSettingsInput.events": CODE,
  "AdminAlertSettingsInput.telegramChatId": CODE,
  "AdminAlertSettingsInput.telegramBotToken": 256,
  "Mutation.login(email:)": LINE,
  "Mutation.login(password:)": LINE,
  "Mutation.login(totpCode:)": CODE,
  "Mutation.requestSignInLink(email:)": LINE,
  "Mutation.signInWithLink(token:)": URL,
  "Mutation.signInWithLink(totpCode:)": CODE,
  "Mutation.requestPasswordReset(email:)": LINE,
  "Mutation.resendConfirmation(email:)": LINE,
  "Mutation.confirmEmail(token:)": URL,
  "Mutation.resetPassword(token:)": URL,
  "Mutation.resetPassword(password:)": LINE,
  "Mutation.resetPassword(confirmPassword:)": LINE,
  "Mutation.changePassword(currentPassword:)": LINE,
  "Mutation.changePassword(newPassword:)": LINE,
  "Mutation.changePassword(confirmPassword:)": LINE,
  "Mutation.updateProfile(name:)": LINE,
  "Mutation.setLanguage(language:)": CODE,
  "Mutation.deleteMyAccount(password:)": LINE,
  "Mutation.confirmTotpEnrolment(code:)": CODE,
  "Mutation.disableTotp(code:)": CODE,
  "Mutation.register(challengeSolution:)": LINE,
  "Mutation.checkout(challengeSolution:)": LINE,
  "Query.findMyOrder(challengeSolution:)": LINE,
  "Mutation.requestOrderLinks(challengeSolution:)": LINE,
  "BlocklistEntryInput.value": LINE,
  "BlocklistEntryInput.note": LINE,
  "RegisterInput.name": LINE,
  "RegisterInput.email": LINE,
  "RegisterInput.password": LINE,
  "RegisterInput.confirmPassword": LINE,
  "AdminSetupInput.token": URL,
  "AdminSetupInput.name": LINE,
  "AdminSetupInput.email": LINE,
  "AdminSetupInput.password": LINE,
  "AdminSetupInput.confirmPassword": LINE,

  "ContactMessageInput.name": LINE,
  "ContactMessageInput.email": LINE,
  "ContactMessageInput.subject": LINE,
  "ContactMessageInput.message": TEXT,

  "Mutation.createApiToken(name:)": LINE,
  "Mutation.purchaseAccounts(idempotencyKey:)": LINE,
  "Mutation.purchaseSoftwareLicense(idempotencyKey:)": LINE,

  "Mutation.createLicense(plan:)": CODE,
  "Mutation.createLicenseByEmail(email:)": LINE,
  "Mutation.createLicenseByEmail(plan:)": CODE,
  "Mutation.deleteLicense(licenseKey:)": CODE,
  "Mutation.updateSoftwareVersionNotes(notes:)": TEXT,
  "Mutation.deactivateLicenseMachine(licenseKey:)": CODE,
  "Mutation.resetLicenseMachines(licenseKey:)": CODE,
  "Mutation.setLicenseSeats(licenseKey:)": CODE,
  "Query.licenseHistory(licenseKey:)": CODE,
  "Query.licenseByKey(licenseKey:)": CODE,
  "Mutation.extendLicense(licenseKey:)": CODE,
  "Mutation.setLicenseStatus(licenseKey:)": CODE,

  "Mutation.resolvePaymentReview(reason:)": LINE,
  "Mutation.setCustomerBalance(reason:)": LINE,
  "CustomerUpdateInput.name": LINE,
  "CustomerUpdateInput.email": LINE,
  "CustomerUpdateInput.role": CODE,
  "PaymentSettingsInput.apiKey": 2 * URL,
  "PaymentSettingsInput.merchantId": LINE,
  "Mutation.createTopUp(method:)": CODE,
  "Mutation.testPaymentProvider(provider:)": CODE,
  "PaymentProviderInput.provider": CODE,
  "PaymentProviderInput.displayName": LINE,
  "PaymentProviderSettingInput.key": CODE,
  "PaymentProviderSettingInput.value": LINE,
  "ProductInput.name": LINE,
  "ProductInput.description": TEXT,
  "ProductInput.image": URL,
  "Query.contentTranslations(subjectType:)": CODE,
  "Query.contentTranslations(subjectId:)": CODE,
  "Query.pageTexts(page:)": CODE,
  "ContentTranslationInput.subjectType": CODE,
  "ContentTranslationInput.subjectId": CODE,
  "ContentTranslationInput.language": CODE,
  "ContentFieldInput.field": CODE,
  /** The service's own limit per field is lower for names and taglines (content-translations.ts). */
  "ContentFieldInput.value": TEXT,
  "SiteSettingsInput.siteName": LINE,
  "InvoiceSettingsInput.legalName": LINE,
  "InvoiceSettingsInput.address": LINE,
  "InvoiceSettingsInput.taxId": CODE,
  "InvoiceSettingsInput.contact": LINE,
  "InvoiceSettingsInput.timeZone": CODE,
  "SiteSettingsInput.siteTagline": LINE,
  "SiteSettingsInput.siteDescription": TEXT,
  "SiteSettingsInput.logoUrl": URL,
  "SiteSettingsInput.faviconUrl": URL,
  "SiteSettingsInput.contactTelegramUrl": URL,
  "SiteSettingsInput.contactWhatsappUrl": URL,
  "BrandSettingsInput.logoUrl": URL,
  "BrandSettingsInput.faviconUrl": URL,
  "BrandSettingsInput.heroImageUrl": URL,
  "BrandSettingsInput.accentColor": 16,
  "BrandSettingsInput.toolsLinkUrl": URL,
  "StockAccountInput.username": LINE,
  "StockAccountInput.password": LINE,
  "StockAccountInput.email": LINE,
  "StockAccountInput.emailPassword": LINE,
  /** Per line; the service allows 1,000 lines per chunk. */
  "Mutation.uploadStockChunk(lines:)": STOCK_LINE,

  "Query.product(slug:)": LINE,
  "Query.products(search:)": LINE,
  "Query.products(sort:)": CODE,
  "Query.priceQuote(couponCode:)": CODE,
  "Mutation.checkout(couponCode:)": CODE,
  "Mutation.checkout(idempotencyKey:)": LINE,
  "Mutation.checkout(payWith:)": CODE,
  "Mutation.checkout(email:)": LINE,
  "Mutation.checkout(orderPassword:)": LINE,
  "Mutation.checkout(language:)": CODE,
  "Query.guestOrder(accessToken:)": CODE,
  "Query.guestOrder(linkToken:)": CODE,
  "Query.findMyOrder(number:)": CODE,
  "Query.findMyOrder(email:)": LINE,
  "Query.findMyOrder(password:)": LINE,
  "Mutation.requestOrderLinks(email:)": LINE,
  "Mutation.requestOrderLinks(language:)": CODE,
  "Mutation.openOrderLinks(token:)": URL,
  "ProductVariantInput.name": LINE,
  "LicensePlanInput.entitlements": CODE,
  "Mutation.purchase(couponCode:)": CODE,
  "Mutation.purchase(idempotencyKey:)": LINE,
  "Mutation.purchase(payWith:)": CODE,
  "Mutation.payReservation(payWith:)": CODE,
  "CatalogProductInput.name": LINE,
  "CatalogProductInput.slug": LINE,
  "CatalogProductInput.description": TEXT,
  "CatalogProductInput.deliveryKind": CODE,
  "CatalogProductInput.visibility": CODE,
  "CategoryInput.name": LINE,
  "CouponInput.code": CODE,
  "CouponInput.kind": CODE,
};

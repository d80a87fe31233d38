/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      totpEnabled\n      language\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query ContentTranslations($subjectType: String!, $subjectId: String!) {\n    contentTranslations(subjectType: $subjectType, subjectId: $subjectId) {\n      field\n      language\n      value\n    }\n  }\n": typeof types.ContentTranslationsDocument,
    "\n  mutation SaveContentTranslations($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n": typeof types.SaveContentTranslationsDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query MyWebhookEndpoints {\n    webhookEventTypes\n    myWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": typeof types.MyWebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": typeof types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  fragment OrderAccountFields on OrderAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n  }\n": typeof types.OrderAccountFieldsFragmentDoc,
    "\n  fragment StockAccountFields on StockAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n    productId\n  }\n": typeof types.StockAccountFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    scopes\n    expiresAt\n    dailySpendLimitCents\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  fragment RevokedApiTokenFields on ApiToken {\n    id\n    revokedAt\n  }\n": typeof types.RevokedApiTokenFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    productName\n    quantity\n    totalPriceCents\n    purchaseDate\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment OrderCustomerFields on OrderCustomer {\n    id\n    name\n    email\n  }\n": typeof types.OrderCustomerFieldsFragmentDoc,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    id\n    siteName\n    siteTagline\n    siteDescription\n    logoUrl\n    faviconUrl\n    contactTelegramUrl\n    contactWhatsappUrl\n    accentColor\n    heroImageUrl\n    toolsLinkShown\n    toolsLinkUrl\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  fragment SoftwareVersionFields on SoftwareVersion {\n    id\n    version\n    notes\n    fileName\n    sizeBytes\n    sha256\n    createdAt\n    latest\n  }\n": typeof types.SoftwareVersionFieldsFragmentDoc,
    "\n  fragment LicenseMachineFields on LicenseMachine {\n    id\n    name\n    platform\n    hostname\n    activatedAt\n    lastSeenAt\n  }\n": typeof types.LicenseMachineFieldsFragmentDoc,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language)\n  }\n": typeof types.SetLanguageDocument,
    "\n  query ProofOfWorkChallenge($scene: ChallengeScene!) {\n    proofOfWorkChallenge(scene: $scene) {\n      algorithm\n      challenge\n      maxnumber\n      salt\n      signature\n    }\n  }\n": typeof types.ProofOfWorkChallengeDocument,
    "\n  query StockAccounts($page: Int!, $pageSize: Int!, $search: String, $productId: ID) {\n    stockAccounts(page: $page, pageSize: $pageSize, search: $search, productId: $productId) {\n      total\n      totalCapped\n      items {\n        ...StockAccountFields\n      }\n    }\n  }\n": typeof types.StockAccountsDocument,
    "\n  mutation DeleteStockAccounts($ids: [Int!]!) {\n    deleteStockAccounts(ids: $ids)\n  }\n": typeof types.DeleteStockAccountsDocument,
    "\n  mutation DeleteAllStockAccounts($productId: ID) {\n    deleteAllStockAccounts(productId: $productId)\n  }\n": typeof types.DeleteAllStockAccountsDocument,
    "\n  query AuditLog($limit: Int!, $offset: Int!) {\n    auditLog(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        action\n        actorEmail\n        actorId\n        entityType\n        entityId\n        details\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AdminCustomers($limit: Int!, $offset: Int!, $search: String) {\n    adminCustomers(limit: $limit, offset: $offset, search: $search) {\n      total\n      items {\n        id\n        name\n        email\n        role\n        balanceCents\n        totalOrders\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query AdminOrders($limit: Int!, $offset: Int!, $search: String, $filter: AdminOrderFilter) {\n    adminOrders(limit: $limit, offset: $offset, search: $search, filter: $filter) {\n      total\n      items {\n        ...OrderSummaryFields\n        orderType\n        customer {\n          ...OrderCustomerFields\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation RenameCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      sortOrder\n    }\n  }\n": typeof types.RenameCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      name\n      sortOrder\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  query SoftwareVersions($productId: ID!) {\n    softwareVersions(productId: $productId) {\n      ...SoftwareVersionFields\n    }\n  }\n": typeof types.SoftwareVersionsDocument,
    "\n  mutation UpdateSoftwareVersionNotes($id: ID!, $notes: String!) {\n    updateSoftwareVersionNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n": typeof types.UpdateSoftwareVersionNotesDocument,
    "\n  mutation DeleteSoftwareVersion($id: ID!) {\n    deleteSoftwareVersion(id: $id)\n  }\n": typeof types.DeleteSoftwareVersionDocument,
    "\n  query AdminCatalogue {\n    adminProducts {\n      id\n      name\n      slug\n      description\n      categoryId\n      category\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      visibility\n      sortOrder\n      availableStock\n      lowStockThreshold\n      archived\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n    }\n    # English names, as the admin edits them (the public categories query answers in the reader's language).\n    categories: adminCategories {\n      id\n      name\n      sortOrder\n    }\n    coupons {\n      id\n      code\n      kind\n      amount\n      productIds\n      minOrderCents\n      maxRedemptions\n      maxPerCustomer\n      redemptionCount\n      active\n      endsAt\n    }\n  }\n": typeof types.AdminCatalogueDocument,
    "\n  mutation CreateCatalogProduct($input: CatalogProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCatalogProductDocument,
    "\n  mutation EditCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    editProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.EditCatalogProductDocument,
    "\n  mutation DeleteCatalogProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      archived\n    }\n  }\n": typeof types.DeleteCatalogProductDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveProductsTo: ID, $leaveProductsWithoutCategory: Boolean) {\n    deleteCategory(id: $id, moveProductsTo: $moveProductsTo, leaveProductsWithoutCategory: $leaveProductsWithoutCategory)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      deleted\n      deactivated\n    }\n  }\n": typeof types.DeleteCouponDocument,
    "\n  query AdminProductVariants($productId: ID!) {\n    adminProductVariants(productId: $productId) {\n      id\n      name\n      priceCents\n      inheritsPrice\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      licenseDays\n      isDefault\n      sortOrder\n      availableStock\n    }\n  }\n": typeof types.AdminProductVariantsDocument,
    "\n  mutation SaveProductVariant($input: ProductVariantInput!) {\n    saveProductVariant(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveProductVariantDocument,
    "\n  mutation ArchiveProductVariant($id: ID!) {\n    archiveProductVariant(id: $id)\n  }\n": typeof types.ArchiveProductVariantDocument,
    "\n  query CustomerApiTokens($customerId: ID!) {\n    apiTokens(customerId: $customerId) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.CustomerApiTokensDocument,
    "\n  mutation AdminRevokeApiToken($id: ID!) {\n    adminRevokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n": typeof types.AdminRevokeApiTokenDocument,
    "\n  query AdminCustomerDetails($id: ID!) {\n    adminCustomer(id: $id) {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      twoFactorEnabled\n      orders {\n        ...OrderSummaryFields\n        orderType\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n      balanceLedger {\n        id\n        kind\n        amountCents\n        balanceAfterCents\n        reason\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminCustomerDetailsDocument,
    "\n  mutation SetCustomerBalance($customerId: ID!, $balanceCents: Int!, $reason: String!) {\n    setCustomerBalance(customerId: $customerId, balanceCents: $balanceCents, reason: $reason) {\n      id\n      balanceCents\n    }\n  }\n": typeof types.SetCustomerBalanceDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      availableStock\n      lowStock\n      lowStockThreshold\n      totalCustomers\n      totalOrders\n      totalRevenueCents\n      soldPerDay {\n        date\n        count\n      }\n      recentOrders {\n        ...OrderSummaryFields\n        productId\n        orderType\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminRevenueByProduct {\n    adminRevenueByProduct {\n      days\n      series {\n        productId\n        productName\n        totalCents\n        perDayCents\n      }\n    }\n  }\n": typeof types.AdminRevenueByProductDocument,
    "\n  query ContactMessages($limit: Int!, $offset: Int!) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      unread\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        readAt\n        customerId\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageRead($id: Int!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkContactMessageReadDocument,
    "\n  query OutboxEmails {\n    outboxEmails(limit: 50) {\n      id\n      toAddress\n      subject\n      bodyText\n      status\n      createdAt\n      sentAt\n    }\n  }\n": typeof types.OutboxEmailsDocument,
    "\n  query LicenseChoices {\n    licenses {\n      id\n      licenseKey\n      email\n      expiresAt\n    }\n  }\n": typeof types.LicenseChoicesDocument,
    "\n  query AdminLicenses {\n    licenses {\n      id\n      licenseKey\n      email\n      plan\n      status\n      state\n      expiresAt\n      daysRemaining\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.AdminLicensesDocument,
    "\n  mutation AdminSetLicenseStatus($licenseKey: String!, $active: Boolean!) {\n    setLicenseStatus(licenseKey: $licenseKey, active: $active) {\n      status\n      message\n    }\n  }\n": typeof types.AdminSetLicenseStatusDocument,
    "\n  mutation AdminExtendLicense($licenseKey: String, $newExpiresAt: DateTimeISO) {\n    extendLicense(licenseKey: $licenseKey, newExpiresAt: $newExpiresAt) {\n      status\n      message\n    }\n  }\n": typeof types.AdminExtendLicenseDocument,
    "\n  mutation AdminDeleteLicense($licenseKey: String!) {\n    deleteLicense(licenseKey: $licenseKey) {\n      status\n      message\n    }\n  }\n": typeof types.AdminDeleteLicenseDocument,
    "\n  mutation AdminCreateLicense($customerId: ID, $plan: String!, $durationDays: Int!) {\n    createLicense(customerId: $customerId, plan: $plan, durationDays: $durationDays) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n": typeof types.AdminCreateLicenseDocument,
    "\n  mutation AdminCreateLicenseByEmail($email: String, $plan: String, $expiresAt: DateTimeISO) {\n    createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n": typeof types.AdminCreateLicenseByEmailDocument,
    "\n  mutation AdminExtendLicenseByDays($licenseId: ID, $days: Int!) {\n    extendLicenseByDays(licenseId: $licenseId, days: $days) {\n      status\n      message\n    }\n  }\n": typeof types.AdminExtendLicenseByDaysDocument,
    "\n  query LicenseCustomerChoices($search: String) {\n    adminCustomers(search: $search, limit: 50) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.LicenseCustomerChoicesDocument,
    "\n  query AdminLicenseDetail($key: String!) {\n    licenseByKey(licenseKey: $key) {\n      id\n      licenseKey\n      maxMachines\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    licenseHistory(licenseKey: $key) {\n      id\n      kind\n      actor\n      detail\n      createdAt\n    }\n  }\n": typeof types.AdminLicenseDetailDocument,
    "\n  mutation AdminSetLicenseSeats($key: String!, $seats: Int) {\n    setLicenseSeats(licenseKey: $key, maxMachines: $seats) {\n      status\n      message\n    }\n  }\n": typeof types.AdminSetLicenseSeatsDocument,
    "\n  mutation AdminResetLicenseMachines($key: String!) {\n    resetLicenseMachines(licenseKey: $key) {\n      status\n      message\n    }\n  }\n": typeof types.AdminResetLicenseMachinesDocument,
    "\n  query AdminOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      ...OrderSummaryFields\n      orderType\n      status\n      licenseKey\n      customer {\n        ...OrderCustomerFields\n      }\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n  }\n": typeof types.AdminOrderDetailsDocument,
    "\n  query OrderFilterChoices {\n    adminProducts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.OrderFilterChoicesDocument,
    "\n  query AdminReservations($status: String, $limit: Int!, $offset: Int!) {\n    adminReservations(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        customerEmail\n        productName\n        quantity\n        clientAddress\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n": typeof types.AdminReservationsDocument,
    "\n  mutation CancelReservationAsAdmin($id: ID!, $reason: String!) {\n    cancelReservationAsAdmin(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.CancelReservationAsAdminDocument,
    "\n  query AdminSettings {\n    adminSettings {\n      product {\n        ...ProductSettingsFields\n      }\n      site {\n        ...SiteSettingsFields\n        totalRevenueDisplayCents\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  query MyAdminAlertSettings {\n    myAdminAlertSettings {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n": typeof types.MyAdminAlertSettingsDocument,
    "\n  mutation UpdateAdminAlertSettings($input: AdminAlertSettingsInput!) {\n    updateAdminAlertSettings(input: $input) {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n": typeof types.UpdateAdminAlertSettingsDocument,
    "\n  mutation SendTelegramTestMessage {\n    sendTelegramTestMessage {\n      ok\n      description\n    }\n  }\n": typeof types.SendTelegramTestMessageDocument,
    "\n  query BlocklistEntries($kind: BlocklistKind!) {\n    blocklistEntries(kind: $kind) {\n      id\n      kind\n      value\n      note\n    }\n  }\n": typeof types.BlocklistEntriesDocument,
    "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      id\n      kind\n      value\n      note\n    }\n  }\n": typeof types.AddBlocklistEntryDocument,
    "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id)\n  }\n": typeof types.RemoveBlocklistEntryDocument,
    "\n  mutation UpdateBrandSettings($input: BrandSettingsInput!) {\n    updateBrandSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.UpdateBrandSettingsDocument,
    "\n  mutation SaveBrandTexts($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n": typeof types.SaveBrandTextsDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n": typeof types.InvoiceSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n": typeof types.UpdateInvoiceSettingsDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  mutation UpdateProduct($input: ProductInput!) {\n    updateProduct(input: $input) {\n      ...ProductSettingsFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...SecuritySettingsFields\n    }\n  }\n": typeof types.UpdateSecuritySettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      totalRevenueDisplayCents\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      unusedRecoveryCodes\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {\n    updatePaymentProvider(input: $input) {\n      id\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      settings {\n        key\n        value\n      }\n    }\n  }\n": typeof types.UpdatePaymentProviderDocument,
    "\n  query PaymentProviders {\n    paymentProviders {\n      id\n      label\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      notifyUrl\n      settings {\n        key\n        label\n        secret\n        required\n        maxLength\n        help\n        value\n      }\n    }\n  }\n": typeof types.PaymentProvidersDocument,
    "\n  query PaymentsNeedingReview {\n    payments(status: NEEDS_REVIEW, limit: 50) {\n      total\n      items {\n        id\n        amountCents\n        currency\n        providerStatus\n        customerEmail\n        createdAt\n        events {\n          id\n          outcome\n        }\n      }\n    }\n  }\n": typeof types.PaymentsNeedingReviewDocument,
    "\n  mutation ResolvePaymentReview($paymentId: ID!, $action: PaymentReviewAction!, $reason: String!, $amountCents: Int) {\n    resolvePaymentReview(paymentId: $paymentId, action: $action, reason: $reason, amountCents: $amountCents) {\n      id\n      status\n    }\n  }\n": typeof types.ResolvePaymentReviewDocument,
    "\n  query ReservationSettings {\n    reservationSettings {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n": typeof types.ReservationSettingsDocument,
    "\n  mutation UpdateReservationSettings($reservationMinutes: Int!, $maxPendingReservations: Int!, $holdSharePercent: Int, $reservationsPerHour: Int) {\n    updateReservationSettings(\n      reservationMinutes: $reservationMinutes\n      maxPendingReservations: $maxPendingReservations\n      holdSharePercent: $holdSharePercent\n      reservationsPerHour: $reservationsPerHour\n    ) {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n": typeof types.UpdateReservationSettingsDocument,
    "\n  mutation TestPaymentProvider($provider: String!) {\n    testPaymentProvider(provider: $provider) {\n      ok\n      message\n    }\n  }\n": typeof types.TestPaymentProviderDocument,
    "\n  fragment ProductSettingsFields on Product {\n    id\n    name\n    description\n    image\n    pricePerAccountCents\n    minPurchaseQuantity\n    maxPurchaseQuantity\n  }\n": typeof types.ProductSettingsFieldsFragmentDoc,
    "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    sessionTimeoutChoices\n    lowStockThreshold\n    customerSessionLifetimeHours\n    adminSessionLifetimeHours\n  }\n": typeof types.SecuritySettingsFieldsFragmentDoc,
    "\n  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!, $variantId: ID) {\n    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId, variantId: $variantId) {\n      added\n      skippedInvalid\n      skippedDuplicates\n    }\n  }\n": typeof types.UploadStockChunkDocument,
    "\n  mutation UpdateStockAccount($id: Int!, $input: StockAccountInput!) {\n    updateStockAccount(id: $id, input: $input) {\n      ...StockAccountFields\n    }\n  }\n": typeof types.UpdateStockAccountDocument,
    "\n  query StockProducts {\n    adminProducts {\n      id\n      name\n      deliveryKind\n      archived\n    }\n  }\n": typeof types.StockProductsDocument,
    "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation Login($email: String!, $password: String!, $totpCode: String) {\n    login(email: $email, password: $password, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!, $challengeSolution: String) {\n    register(input: $input, challengeSolution: $challengeSolution) {\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation CompleteAdminSetup($input: AdminSetupInput!) {\n    completeAdminSetup(input: $input) {\n      id\n      role\n    }\n  }\n": typeof types.CompleteAdminSetupDocument,
    "\n  mutation SignInWithLink($token: String!, $totpCode: String) {\n    signInWithLink(token: $token, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  mutation CreateTopUp($amountCents: Int!, $method: String) {\n    createTopUp(amountCents: $amountCents, method: $method) {\n      paymentId\n      paymentUrl\n      address {\n        address\n        amount\n        currency\n        qrText\n      }\n    }\n  }\n": typeof types.CreateTopUpDocument,
    "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  query MyOrderHistory($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...OrderSummaryFields\n        status\n      }\n    }\n  }\n": typeof types.MyOrderHistoryDocument,
    "\n  query MyPayments {\n    myPayments(limit: 10) {\n      id\n      amountCents\n      currency\n      status\n      provider\n      createdAt\n    }\n  }\n": typeof types.MyPaymentsDocument,
    "\n  query MyDashboard {\n    myDashboard {\n      balanceCents\n      accountsBought\n      ordersCount\n      activeLicenses\n    }\n  }\n": typeof types.MyDashboardDocument,
    "\n  query RecentOrderIds {\n    myOrders(limit: 10, offset: 0) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.RecentOrderIdsDocument,
    "\n  query ReturnedReservation($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n      paymentMethod\n    }\n  }\n": typeof types.ReturnedReservationDocument,
    "\n  query MyAccountPacks($limit: Int!, $offset: Int!, $search: String, $productId: ID) {\n    myOrders(limit: $limit, offset: $offset, orderType: \"account\", search: $search, productId: $productId) {\n      total\n      items {\n        ...OrderSummaryFields\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n    }\n  }\n": typeof types.MyAccountPacksDocument,
    "\n  query MyAccountProducts {\n    myAccountProducts {\n      productId\n      name\n      orders\n    }\n  }\n": typeof types.MyAccountProductsDocument,
    "\n  mutation PayReservation($id: ID!, $payWith: String!) {\n    payReservation(id: $id, payWith: $payWith) {\n      id\n      status\n      paymentUrl\n    }\n  }\n": typeof types.PayReservationDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelReservationDocument,
    "\n  query LicenseDownloads($licenseId: ID!) {\n    licenseDownloads(licenseId: $licenseId) {\n      ...SoftwareVersionFields\n    }\n  }\n": typeof types.LicenseDownloadsDocument,
    "\n  mutation CreateDownloadLink($licenseId: ID!, $versionId: ID!) {\n    createDownloadLink(licenseId: $licenseId, versionId: $versionId) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateDownloadLinkDocument,
    "\n  mutation DeactivateLicenseMachine($licenseKey: String!, $machineId: ID!) {\n    deactivateLicenseMachine(licenseKey: $licenseKey, machineId: $machineId) {\n      id\n    }\n  }\n": typeof types.DeactivateLicenseMachineDocument,
    "\n  query MyLicensesSection {\n    myLicenses {\n      id\n      licenseKey\n      plan\n      softwareName\n      displayStatus\n      expiresAt\n      daysRemaining\n      expiringSoon\n      maxMachines\n      heartbeatSeconds\n      graceDays\n      entitlements\n      lifetime\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    mySoftwareSubscriptions {\n      id\n      softwareName\n      amountCents\n      displayStatus\n      startDate\n      endDate\n      daysRemaining\n      paymentMethod\n    }\n  }\n": typeof types.MyLicensesSectionDocument,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $dailySpendLimitCents: Int) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $dailySpendLimitCents) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n": typeof types.MyEmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n": typeof types.UpdateEmailPreferencesDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation UpdateProfile($name: String!) {\n    updateProfile(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PaidOrderOfPayment($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PaidOrderOfPaymentDocument,
    "\n  query CheckLicenseOnPage($licenseKey: String!) {\n    checkLicense(licenseKey: $licenseKey) {\n      status\n      message\n      expiresAt\n      daysRemaining\n      expiringSoon\n    }\n  }\n": typeof types.CheckLicenseOnPageDocument,
    "\n  query StoryTagPrice {\n    softwareProduct {\n      id\n      pricePerAccountCents\n    }\n  }\n": typeof types.StoryTagPriceDocument,
    "\n  query CartProducts {\n    products(sort: \"featured\") {\n      ...CartProduct\n    }\n    product {\n      ...CartProduct\n    }\n  }\n  fragment CartProduct on Product {\n    id\n    slug\n    name\n    deliveryKind\n    minPurchaseQuantity\n    maxPurchaseQuantity\n    availableStock\n    variants {\n      id\n      name\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  mutation CheckoutCart($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        balanceCents\n        order {\n          id\n          purchaseDate\n          totalPriceCents\n        }\n        lines {\n          id\n          variantId\n          productName\n          variantName\n          orderType\n          quantity\n          totalCents\n          state\n          accounts {\n            ...OrderAccountFields\n          }\n        }\n        licenses {\n          id\n          licenseKey\n          softwareName\n          expiresAt\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  mutation PayForCart(\n    $lines: [CartLineInput!]!\n    $idempotencyKey: String!\n    $payWith: String!\n    $email: String\n    $orderPassword: String\n    $language: String\n    $challengeSolution: String\n  ) {\n    checkout(\n      lines: $lines\n      idempotencyKey: $idempotencyKey\n      payWith: $payWith\n      email: $email\n      orderPassword: $orderPassword\n      language: $language\n      challengeSolution: $challengeSolution\n    ) {\n      __typename\n      ... on PendingPurchase {\n        id\n        orderNumber\n        accessToken\n        paymentUrl\n        expiresAt\n        paymentAmountCents\n      }\n      ... on Checkout {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on PurchaseNotAllowedError {\n        notAllowedVariantId: variantId\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n": typeof types.PayForCartDocument,
    "\n  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {\n    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Order {\n        id\n        quantity\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n    }\n  }\n": typeof types.PurchaseAccountsDocument,
    "\n  query AvailableStock {\n    availableStockCount\n  }\n": typeof types.AvailableStockDocument,
    "\n  fragment GuestOrderFields on GuestOrder {\n    id\n    number\n    email\n    status\n    createdAt\n    expiresAt\n    totalCents\n    discountCents\n    paymentUrl\n    paymentStatus\n    hasPassword\n    linkToken\n    lines {\n      id\n      productName\n      variantName\n      orderType\n      quantity\n      unitPriceCents\n      totalCents\n      state\n      licenseId\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n    licenses {\n      id\n      licenseKey\n      softwareName\n      expiresAt\n    }\n  }\n": typeof types.GuestOrderFieldsFragmentDoc,
    "\n  query GuestOrder($id: ID!, $accessToken: String, $linkToken: String) {\n    guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) {\n      ...GuestOrderFields\n    }\n  }\n": typeof types.GuestOrderDocument,
    "\n  query FindMyOrder($number: String!, $email: String!, $password: String!, $challengeSolution: String) {\n    findMyOrder(number: $number, email: $email, password: $password, challengeSolution: $challengeSolution) {\n      ...GuestOrderFields\n    }\n  }\n": typeof types.FindMyOrderDocument,
    "\n  mutation RequestOrderLinks($email: String!, $language: String, $challengeSolution: String) {\n    requestOrderLinks(email: $email, language: $language, challengeSolution: $challengeSolution)\n  }\n": typeof types.RequestOrderLinksDocument,
    "\n  mutation OpenOrderLinks($token: String!) {\n    openOrderLinks(token: $token) {\n      id\n      number\n      createdAt\n      status\n      totalCents\n      productName\n      path\n    }\n  }\n": typeof types.OpenOrderLinksDocument,
    "\n  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {\n      __typename\n      ... on PendingPurchase {\n        id\n        status\n        paymentUrl\n        address {\n          address\n          amount\n          currency\n          qrText\n        }\n      }\n      ... on Purchase {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n": typeof types.PurchaseWithPaymentDocument,
    "\n  mutation CheckoutVariant($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        order {\n          id\n          quantity\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n": typeof types.CheckoutVariantDocument,
    "\n  query PaymentMethodsForPurchase {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n": typeof types.PaymentMethodsForPurchaseDocument,
    "\n  query Storefront($search: String, $categoryId: ID, $sort: String!) {\n    products(search: $search, categoryId: $categoryId, sort: $sort) {\n      id\n      slug\n      name\n      category\n      image\n      deliveryKind\n      pricePerAccountCents\n      fromPriceCents\n      availableStock\n    }\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.StorefrontDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      image\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      fromPriceCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      availableStock\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      variants {\n        id\n        name\n        priceCents\n        inheritsPrice\n        priceTiers {\n          minQuantity\n          unitPriceCents\n        }\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query PriceQuote($productId: ID!, $variantId: ID, $quantity: Int!, $couponCode: String) {\n    priceQuote(productId: $productId, variantId: $variantId, quantity: $quantity, couponCode: $couponCode) {\n      unitPriceCents\n      subtotalCents\n      discountCents\n      totalCents\n      couponError {\n        errorCode\n        message\n        minOrderCents\n      }\n    }\n  }\n": typeof types.PriceQuoteDocument,
    "\n  mutation PurchaseProduct($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Purchase {\n        order {\n          id\n          quantity\n          productName\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.PurchaseProductDocument,
    "\n  mutation PurchaseSoftwareLicense($idempotencyKey: String!) {\n    purchaseSoftwareLicense(idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on SoftwarePurchase {\n        license {\n          id\n          licenseKey\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.PurchaseSoftwareLicenseDocument,
    "\n  query PageTexts($page: String!) {\n    pageTexts(page: $page) {\n      field\n      value\n      language\n      updatedAt\n    }\n  }\n": typeof types.PageTextsDocument,
    "\n  query SiteData {\n    siteSettings {\n      ...SiteSettingsFields\n      sessionTimeoutMinutes\n    }\n    product {\n      id\n      productType\n      name\n      description\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      image\n      category\n      # The home card's \"Option\" picker (a product with more than its default variant).\n      variants {\n        id\n        name\n        priceCents\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n    paymentTestMode\n    # The admin's texts of the home page's four cards in the reader's language (usually none).\n    homeTexts: pageTexts(page: \"home\") {\n      field\n      value\n      language\n    }\n    # The seller's brand texts (tools link label, announcement, hero, footer) in the reader's language.\n    brandTexts: pageTexts(page: \"brand\") {\n      field\n      value\n      language\n    }\n  }\n": typeof types.SiteDataDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      totpEnabled\n      language\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": types.SubmitContactMessageDocument,
    "\n  query ContentTranslations($subjectType: String!, $subjectId: String!) {\n    contentTranslations(subjectType: $subjectType, subjectId: $subjectId) {\n      field\n      language\n      value\n    }\n  }\n": types.ContentTranslationsDocument,
    "\n  mutation SaveContentTranslations($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n": types.SaveContentTranslationsDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.RevokeSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query MyWebhookEndpoints {\n    webhookEventTypes\n    myWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": types.MyWebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  fragment OrderAccountFields on OrderAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n  }\n": types.OrderAccountFieldsFragmentDoc,
    "\n  fragment StockAccountFields on StockAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n    productId\n  }\n": types.StockAccountFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    scopes\n    expiresAt\n    dailySpendLimitCents\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  fragment RevokedApiTokenFields on ApiToken {\n    id\n    revokedAt\n  }\n": types.RevokedApiTokenFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    productName\n    quantity\n    totalPriceCents\n    purchaseDate\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment OrderCustomerFields on OrderCustomer {\n    id\n    name\n    email\n  }\n": types.OrderCustomerFieldsFragmentDoc,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    id\n    siteName\n    siteTagline\n    siteDescription\n    logoUrl\n    faviconUrl\n    contactTelegramUrl\n    contactWhatsappUrl\n    accentColor\n    heroImageUrl\n    toolsLinkShown\n    toolsLinkUrl\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  fragment SoftwareVersionFields on SoftwareVersion {\n    id\n    version\n    notes\n    fileName\n    sizeBytes\n    sha256\n    createdAt\n    latest\n  }\n": types.SoftwareVersionFieldsFragmentDoc,
    "\n  fragment LicenseMachineFields on LicenseMachine {\n    id\n    name\n    platform\n    hostname\n    activatedAt\n    lastSeenAt\n  }\n": types.LicenseMachineFieldsFragmentDoc,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language)\n  }\n": types.SetLanguageDocument,
    "\n  query ProofOfWorkChallenge($scene: ChallengeScene!) {\n    proofOfWorkChallenge(scene: $scene) {\n      algorithm\n      challenge\n      maxnumber\n      salt\n      signature\n    }\n  }\n": types.ProofOfWorkChallengeDocument,
    "\n  query StockAccounts($page: Int!, $pageSize: Int!, $search: String, $productId: ID) {\n    stockAccounts(page: $page, pageSize: $pageSize, search: $search, productId: $productId) {\n      total\n      totalCapped\n      items {\n        ...StockAccountFields\n      }\n    }\n  }\n": types.StockAccountsDocument,
    "\n  mutation DeleteStockAccounts($ids: [Int!]!) {\n    deleteStockAccounts(ids: $ids)\n  }\n": types.DeleteStockAccountsDocument,
    "\n  mutation DeleteAllStockAccounts($productId: ID) {\n    deleteAllStockAccounts(productId: $productId)\n  }\n": types.DeleteAllStockAccountsDocument,
    "\n  query AuditLog($limit: Int!, $offset: Int!) {\n    auditLog(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        action\n        actorEmail\n        actorId\n        entityType\n        entityId\n        details\n        createdAt\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AdminCustomers($limit: Int!, $offset: Int!, $search: String) {\n    adminCustomers(limit: $limit, offset: $offset, search: $search) {\n      total\n      items {\n        id\n        name\n        email\n        role\n        balanceCents\n        totalOrders\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": types.DeleteCustomerDocument,
    "\n  query AdminOrders($limit: Int!, $offset: Int!, $search: String, $filter: AdminOrderFilter) {\n    adminOrders(limit: $limit, offset: $offset, search: $search, filter: $filter) {\n      total\n      items {\n        ...OrderSummaryFields\n        orderType\n        customer {\n          ...OrderCustomerFields\n        }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation RenameCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      sortOrder\n    }\n  }\n": types.RenameCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      name\n      sortOrder\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  query SoftwareVersions($productId: ID!) {\n    softwareVersions(productId: $productId) {\n      ...SoftwareVersionFields\n    }\n  }\n": types.SoftwareVersionsDocument,
    "\n  mutation UpdateSoftwareVersionNotes($id: ID!, $notes: String!) {\n    updateSoftwareVersionNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n": types.UpdateSoftwareVersionNotesDocument,
    "\n  mutation DeleteSoftwareVersion($id: ID!) {\n    deleteSoftwareVersion(id: $id)\n  }\n": types.DeleteSoftwareVersionDocument,
    "\n  query AdminCatalogue {\n    adminProducts {\n      id\n      name\n      slug\n      description\n      categoryId\n      category\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      visibility\n      sortOrder\n      availableStock\n      lowStockThreshold\n      archived\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n    }\n    # English names, as the admin edits them (the public categories query answers in the reader's language).\n    categories: adminCategories {\n      id\n      name\n      sortOrder\n    }\n    coupons {\n      id\n      code\n      kind\n      amount\n      productIds\n      minOrderCents\n      maxRedemptions\n      maxPerCustomer\n      redemptionCount\n      active\n      endsAt\n    }\n  }\n": types.AdminCatalogueDocument,
    "\n  mutation CreateCatalogProduct($input: CatalogProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateCatalogProductDocument,
    "\n  mutation EditCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    editProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.EditCatalogProductDocument,
    "\n  mutation DeleteCatalogProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      archived\n    }\n  }\n": types.DeleteCatalogProductDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveProductsTo: ID, $leaveProductsWithoutCategory: Boolean) {\n    deleteCategory(id: $id, moveProductsTo: $moveProductsTo, leaveProductsWithoutCategory: $leaveProductsWithoutCategory)\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      deleted\n      deactivated\n    }\n  }\n": types.DeleteCouponDocument,
    "\n  query AdminProductVariants($productId: ID!) {\n    adminProductVariants(productId: $productId) {\n      id\n      name\n      priceCents\n      inheritsPrice\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      licenseDays\n      isDefault\n      sortOrder\n      availableStock\n    }\n  }\n": types.AdminProductVariantsDocument,
    "\n  mutation SaveProductVariant($input: ProductVariantInput!) {\n    saveProductVariant(input: $input) {\n      id\n    }\n  }\n": types.SaveProductVariantDocument,
    "\n  mutation ArchiveProductVariant($id: ID!) {\n    archiveProductVariant(id: $id)\n  }\n": types.ArchiveProductVariantDocument,
    "\n  query CustomerApiTokens($customerId: ID!) {\n    apiTokens(customerId: $customerId) {\n      ...ApiTokenFields\n    }\n  }\n": types.CustomerApiTokensDocument,
    "\n  mutation AdminRevokeApiToken($id: ID!) {\n    adminRevokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n": types.AdminRevokeApiTokenDocument,
    "\n  query AdminCustomerDetails($id: ID!) {\n    adminCustomer(id: $id) {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      twoFactorEnabled\n      orders {\n        ...OrderSummaryFields\n        orderType\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n      balanceLedger {\n        id\n        kind\n        amountCents\n        balanceAfterCents\n        reason\n        createdAt\n      }\n    }\n  }\n": types.AdminCustomerDetailsDocument,
    "\n  mutation SetCustomerBalance($customerId: ID!, $balanceCents: Int!, $reason: String!) {\n    setCustomerBalance(customerId: $customerId, balanceCents: $balanceCents, reason: $reason) {\n      id\n      balanceCents\n    }\n  }\n": types.SetCustomerBalanceDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      availableStock\n      lowStock\n      lowStockThreshold\n      totalCustomers\n      totalOrders\n      totalRevenueCents\n      soldPerDay {\n        date\n        count\n      }\n      recentOrders {\n        ...OrderSummaryFields\n        productId\n        orderType\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminRevenueByProduct {\n    adminRevenueByProduct {\n      days\n      series {\n        productId\n        productName\n        totalCents\n        perDayCents\n      }\n    }\n  }\n": types.AdminRevenueByProductDocument,
    "\n  query ContactMessages($limit: Int!, $offset: Int!) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      unread\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        readAt\n        customerId\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageRead($id: Int!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkContactMessageReadDocument,
    "\n  query OutboxEmails {\n    outboxEmails(limit: 50) {\n      id\n      toAddress\n      subject\n      bodyText\n      status\n      createdAt\n      sentAt\n    }\n  }\n": types.OutboxEmailsDocument,
    "\n  query LicenseChoices {\n    licenses {\n      id\n      licenseKey\n      email\n      expiresAt\n    }\n  }\n": types.LicenseChoicesDocument,
    "\n  query AdminLicenses {\n    licenses {\n      id\n      licenseKey\n      email\n      plan\n      status\n      state\n      expiresAt\n      daysRemaining\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.AdminLicensesDocument,
    "\n  mutation AdminSetLicenseStatus($licenseKey: String!, $active: Boolean!) {\n    setLicenseStatus(licenseKey: $licenseKey, active: $active) {\n      status\n      message\n    }\n  }\n": types.AdminSetLicenseStatusDocument,
    "\n  mutation AdminExtendLicense($licenseKey: String, $newExpiresAt: DateTimeISO) {\n    extendLicense(licenseKey: $licenseKey, newExpiresAt: $newExpiresAt) {\n      status\n      message\n    }\n  }\n": types.AdminExtendLicenseDocument,
    "\n  mutation AdminDeleteLicense($licenseKey: String!) {\n    deleteLicense(licenseKey: $licenseKey) {\n      status\n      message\n    }\n  }\n": types.AdminDeleteLicenseDocument,
    "\n  mutation AdminCreateLicense($customerId: ID, $plan: String!, $durationDays: Int!) {\n    createLicense(customerId: $customerId, plan: $plan, durationDays: $durationDays) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n": types.AdminCreateLicenseDocument,
    "\n  mutation AdminCreateLicenseByEmail($email: String, $plan: String, $expiresAt: DateTimeISO) {\n    createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n": types.AdminCreateLicenseByEmailDocument,
    "\n  mutation AdminExtendLicenseByDays($licenseId: ID, $days: Int!) {\n    extendLicenseByDays(licenseId: $licenseId, days: $days) {\n      status\n      message\n    }\n  }\n": types.AdminExtendLicenseByDaysDocument,
    "\n  query LicenseCustomerChoices($search: String) {\n    adminCustomers(search: $search, limit: 50) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.LicenseCustomerChoicesDocument,
    "\n  query AdminLicenseDetail($key: String!) {\n    licenseByKey(licenseKey: $key) {\n      id\n      licenseKey\n      maxMachines\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    licenseHistory(licenseKey: $key) {\n      id\n      kind\n      actor\n      detail\n      createdAt\n    }\n  }\n": types.AdminLicenseDetailDocument,
    "\n  mutation AdminSetLicenseSeats($key: String!, $seats: Int) {\n    setLicenseSeats(licenseKey: $key, maxMachines: $seats) {\n      status\n      message\n    }\n  }\n": types.AdminSetLicenseSeatsDocument,
    "\n  mutation AdminResetLicenseMachines($key: String!) {\n    resetLicenseMachines(licenseKey: $key) {\n      status\n      message\n    }\n  }\n": types.AdminResetLicenseMachinesDocument,
    "\n  query AdminOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      ...OrderSummaryFields\n      orderType\n      status\n      licenseKey\n      customer {\n        ...OrderCustomerFields\n      }\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n  }\n": types.AdminOrderDetailsDocument,
    "\n  query OrderFilterChoices {\n    adminProducts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": types.OrderFilterChoicesDocument,
    "\n  query AdminReservations($status: String, $limit: Int!, $offset: Int!) {\n    adminReservations(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        customerEmail\n        productName\n        quantity\n        clientAddress\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n": types.AdminReservationsDocument,
    "\n  mutation CancelReservationAsAdmin($id: ID!, $reason: String!) {\n    cancelReservationAsAdmin(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.CancelReservationAsAdminDocument,
    "\n  query AdminSettings {\n    adminSettings {\n      product {\n        ...ProductSettingsFields\n      }\n      site {\n        ...SiteSettingsFields\n        totalRevenueDisplayCents\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  query MyAdminAlertSettings {\n    myAdminAlertSettings {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n": types.MyAdminAlertSettingsDocument,
    "\n  mutation UpdateAdminAlertSettings($input: AdminAlertSettingsInput!) {\n    updateAdminAlertSettings(input: $input) {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n": types.UpdateAdminAlertSettingsDocument,
    "\n  mutation SendTelegramTestMessage {\n    sendTelegramTestMessage {\n      ok\n      description\n    }\n  }\n": types.SendTelegramTestMessageDocument,
    "\n  query BlocklistEntries($kind: BlocklistKind!) {\n    blocklistEntries(kind: $kind) {\n      id\n      kind\n      value\n      note\n    }\n  }\n": types.BlocklistEntriesDocument,
    "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      id\n      kind\n      value\n      note\n    }\n  }\n": types.AddBlocklistEntryDocument,
    "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id)\n  }\n": types.RemoveBlocklistEntryDocument,
    "\n  mutation UpdateBrandSettings($input: BrandSettingsInput!) {\n    updateBrandSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": types.UpdateBrandSettingsDocument,
    "\n  mutation SaveBrandTexts($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n": types.SaveBrandTextsDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n": types.InvoiceSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n": types.UpdateInvoiceSettingsDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  mutation UpdateProduct($input: ProductInput!) {\n    updateProduct(input: $input) {\n      ...ProductSettingsFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...SecuritySettingsFields\n    }\n  }\n": types.UpdateSecuritySettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      totalRevenueDisplayCents\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      unusedRecoveryCodes\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {\n    updatePaymentProvider(input: $input) {\n      id\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      settings {\n        key\n        value\n      }\n    }\n  }\n": types.UpdatePaymentProviderDocument,
    "\n  query PaymentProviders {\n    paymentProviders {\n      id\n      label\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      notifyUrl\n      settings {\n        key\n        label\n        secret\n        required\n        maxLength\n        help\n        value\n      }\n    }\n  }\n": types.PaymentProvidersDocument,
    "\n  query PaymentsNeedingReview {\n    payments(status: NEEDS_REVIEW, limit: 50) {\n      total\n      items {\n        id\n        amountCents\n        currency\n        providerStatus\n        customerEmail\n        createdAt\n        events {\n          id\n          outcome\n        }\n      }\n    }\n  }\n": types.PaymentsNeedingReviewDocument,
    "\n  mutation ResolvePaymentReview($paymentId: ID!, $action: PaymentReviewAction!, $reason: String!, $amountCents: Int) {\n    resolvePaymentReview(paymentId: $paymentId, action: $action, reason: $reason, amountCents: $amountCents) {\n      id\n      status\n    }\n  }\n": types.ResolvePaymentReviewDocument,
    "\n  query ReservationSettings {\n    reservationSettings {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n": types.ReservationSettingsDocument,
    "\n  mutation UpdateReservationSettings($reservationMinutes: Int!, $maxPendingReservations: Int!, $holdSharePercent: Int, $reservationsPerHour: Int) {\n    updateReservationSettings(\n      reservationMinutes: $reservationMinutes\n      maxPendingReservations: $maxPendingReservations\n      holdSharePercent: $holdSharePercent\n      reservationsPerHour: $reservationsPerHour\n    ) {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n": types.UpdateReservationSettingsDocument,
    "\n  mutation TestPaymentProvider($provider: String!) {\n    testPaymentProvider(provider: $provider) {\n      ok\n      message\n    }\n  }\n": types.TestPaymentProviderDocument,
    "\n  fragment ProductSettingsFields on Product {\n    id\n    name\n    description\n    image\n    pricePerAccountCents\n    minPurchaseQuantity\n    maxPurchaseQuantity\n  }\n": types.ProductSettingsFieldsFragmentDoc,
    "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    sessionTimeoutChoices\n    lowStockThreshold\n    customerSessionLifetimeHours\n    adminSessionLifetimeHours\n  }\n": types.SecuritySettingsFieldsFragmentDoc,
    "\n  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!, $variantId: ID) {\n    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId, variantId: $variantId) {\n      added\n      skippedInvalid\n      skippedDuplicates\n    }\n  }\n": types.UploadStockChunkDocument,
    "\n  mutation UpdateStockAccount($id: Int!, $input: StockAccountInput!) {\n    updateStockAccount(id: $id, input: $input) {\n      ...StockAccountFields\n    }\n  }\n": types.UpdateStockAccountDocument,
    "\n  query StockProducts {\n    adminProducts {\n      id\n      name\n      deliveryKind\n      archived\n    }\n  }\n": types.StockProductsDocument,
    "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation Login($email: String!, $password: String!, $totpCode: String) {\n    login(email: $email, password: $password, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!, $challengeSolution: String) {\n    register(input: $input, challengeSolution: $challengeSolution) {\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation CompleteAdminSetup($input: AdminSetupInput!) {\n    completeAdminSetup(input: $input) {\n      id\n      role\n    }\n  }\n": types.CompleteAdminSetupDocument,
    "\n  mutation SignInWithLink($token: String!, $totpCode: String) {\n    signInWithLink(token: $token, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  mutation CreateTopUp($amountCents: Int!, $method: String) {\n    createTopUp(amountCents: $amountCents, method: $method) {\n      paymentId\n      paymentUrl\n      address {\n        address\n        amount\n        currency\n        qrText\n      }\n    }\n  }\n": types.CreateTopUpDocument,
    "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  query MyOrderHistory($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...OrderSummaryFields\n        status\n      }\n    }\n  }\n": types.MyOrderHistoryDocument,
    "\n  query MyPayments {\n    myPayments(limit: 10) {\n      id\n      amountCents\n      currency\n      status\n      provider\n      createdAt\n    }\n  }\n": types.MyPaymentsDocument,
    "\n  query MyDashboard {\n    myDashboard {\n      balanceCents\n      accountsBought\n      ordersCount\n      activeLicenses\n    }\n  }\n": types.MyDashboardDocument,
    "\n  query RecentOrderIds {\n    myOrders(limit: 10, offset: 0) {\n      items {\n        id\n      }\n    }\n  }\n": types.RecentOrderIdsDocument,
    "\n  query ReturnedReservation($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n      paymentMethod\n    }\n  }\n": types.ReturnedReservationDocument,
    "\n  query MyAccountPacks($limit: Int!, $offset: Int!, $search: String, $productId: ID) {\n    myOrders(limit: $limit, offset: $offset, orderType: \"account\", search: $search, productId: $productId) {\n      total\n      items {\n        ...OrderSummaryFields\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n    }\n  }\n": types.MyAccountPacksDocument,
    "\n  query MyAccountProducts {\n    myAccountProducts {\n      productId\n      name\n      orders\n    }\n  }\n": types.MyAccountProductsDocument,
    "\n  mutation PayReservation($id: ID!, $payWith: String!) {\n    payReservation(id: $id, payWith: $payWith) {\n      id\n      status\n      paymentUrl\n    }\n  }\n": types.PayReservationDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelReservationDocument,
    "\n  query LicenseDownloads($licenseId: ID!) {\n    licenseDownloads(licenseId: $licenseId) {\n      ...SoftwareVersionFields\n    }\n  }\n": types.LicenseDownloadsDocument,
    "\n  mutation CreateDownloadLink($licenseId: ID!, $versionId: ID!) {\n    createDownloadLink(licenseId: $licenseId, versionId: $versionId) {\n      url\n      expiresAt\n    }\n  }\n": types.CreateDownloadLinkDocument,
    "\n  mutation DeactivateLicenseMachine($licenseKey: String!, $machineId: ID!) {\n    deactivateLicenseMachine(licenseKey: $licenseKey, machineId: $machineId) {\n      id\n    }\n  }\n": types.DeactivateLicenseMachineDocument,
    "\n  query MyLicensesSection {\n    myLicenses {\n      id\n      licenseKey\n      plan\n      softwareName\n      displayStatus\n      expiresAt\n      daysRemaining\n      expiringSoon\n      maxMachines\n      heartbeatSeconds\n      graceDays\n      entitlements\n      lifetime\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    mySoftwareSubscriptions {\n      id\n      softwareName\n      amountCents\n      displayStatus\n      startDate\n      endDate\n      daysRemaining\n      paymentMethod\n    }\n  }\n": types.MyLicensesSectionDocument,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $dailySpendLimitCents: Int) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $dailySpendLimitCents) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n": types.MyEmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n": types.UpdateEmailPreferencesDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation UpdateProfile($name: String!) {\n    updateProfile(name: $name) {\n      id\n      name\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PaidOrderOfPayment($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n    }\n  }\n": types.PaidOrderOfPaymentDocument,
    "\n  query CheckLicenseOnPage($licenseKey: String!) {\n    checkLicense(licenseKey: $licenseKey) {\n      status\n      message\n      expiresAt\n      daysRemaining\n      expiringSoon\n    }\n  }\n": types.CheckLicenseOnPageDocument,
    "\n  query StoryTagPrice {\n    softwareProduct {\n      id\n      pricePerAccountCents\n    }\n  }\n": types.StoryTagPriceDocument,
    "\n  query CartProducts {\n    products(sort: \"featured\") {\n      ...CartProduct\n    }\n    product {\n      ...CartProduct\n    }\n  }\n  fragment CartProduct on Product {\n    id\n    slug\n    name\n    deliveryKind\n    minPurchaseQuantity\n    maxPurchaseQuantity\n    availableStock\n    variants {\n      id\n      name\n    }\n  }\n": types.CartProductsDocument,
    "\n  mutation CheckoutCart($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        balanceCents\n        order {\n          id\n          purchaseDate\n          totalPriceCents\n        }\n        lines {\n          id\n          variantId\n          productName\n          variantName\n          orderType\n          quantity\n          totalCents\n          state\n          accounts {\n            ...OrderAccountFields\n          }\n        }\n        licenses {\n          id\n          licenseKey\n          softwareName\n          expiresAt\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  mutation PayForCart(\n    $lines: [CartLineInput!]!\n    $idempotencyKey: String!\n    $payWith: String!\n    $email: String\n    $orderPassword: String\n    $language: String\n    $challengeSolution: String\n  ) {\n    checkout(\n      lines: $lines\n      idempotencyKey: $idempotencyKey\n      payWith: $payWith\n      email: $email\n      orderPassword: $orderPassword\n      language: $language\n      challengeSolution: $challengeSolution\n    ) {\n      __typename\n      ... on PendingPurchase {\n        id\n        orderNumber\n        accessToken\n        paymentUrl\n        expiresAt\n        paymentAmountCents\n      }\n      ... on Checkout {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on PurchaseNotAllowedError {\n        notAllowedVariantId: variantId\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n": types.PayForCartDocument,
    "\n  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {\n    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Order {\n        id\n        quantity\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n    }\n  }\n": types.PurchaseAccountsDocument,
    "\n  query AvailableStock {\n    availableStockCount\n  }\n": types.AvailableStockDocument,
    "\n  fragment GuestOrderFields on GuestOrder {\n    id\n    number\n    email\n    status\n    createdAt\n    expiresAt\n    totalCents\n    discountCents\n    paymentUrl\n    paymentStatus\n    hasPassword\n    linkToken\n    lines {\n      id\n      productName\n      variantName\n      orderType\n      quantity\n      unitPriceCents\n      totalCents\n      state\n      licenseId\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n    licenses {\n      id\n      licenseKey\n      softwareName\n      expiresAt\n    }\n  }\n": types.GuestOrderFieldsFragmentDoc,
    "\n  query GuestOrder($id: ID!, $accessToken: String, $linkToken: String) {\n    guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) {\n      ...GuestOrderFields\n    }\n  }\n": types.GuestOrderDocument,
    "\n  query FindMyOrder($number: String!, $email: String!, $password: String!, $challengeSolution: String) {\n    findMyOrder(number: $number, email: $email, password: $password, challengeSolution: $challengeSolution) {\n      ...GuestOrderFields\n    }\n  }\n": types.FindMyOrderDocument,
    "\n  mutation RequestOrderLinks($email: String!, $language: String, $challengeSolution: String) {\n    requestOrderLinks(email: $email, language: $language, challengeSolution: $challengeSolution)\n  }\n": types.RequestOrderLinksDocument,
    "\n  mutation OpenOrderLinks($token: String!) {\n    openOrderLinks(token: $token) {\n      id\n      number\n      createdAt\n      status\n      totalCents\n      productName\n      path\n    }\n  }\n": types.OpenOrderLinksDocument,
    "\n  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {\n      __typename\n      ... on PendingPurchase {\n        id\n        status\n        paymentUrl\n        address {\n          address\n          amount\n          currency\n          qrText\n        }\n      }\n      ... on Purchase {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n": types.PurchaseWithPaymentDocument,
    "\n  mutation CheckoutVariant($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        order {\n          id\n          quantity\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n": types.CheckoutVariantDocument,
    "\n  query PaymentMethodsForPurchase {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n": types.PaymentMethodsForPurchaseDocument,
    "\n  query Storefront($search: String, $categoryId: ID, $sort: String!) {\n    products(search: $search, categoryId: $categoryId, sort: $sort) {\n      id\n      slug\n      name\n      category\n      image\n      deliveryKind\n      pricePerAccountCents\n      fromPriceCents\n      availableStock\n    }\n    categories {\n      id\n      name\n    }\n  }\n": types.StorefrontDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      image\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      fromPriceCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      availableStock\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      variants {\n        id\n        name\n        priceCents\n        inheritsPrice\n        priceTiers {\n          minQuantity\n          unitPriceCents\n        }\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query PriceQuote($productId: ID!, $variantId: ID, $quantity: Int!, $couponCode: String) {\n    priceQuote(productId: $productId, variantId: $variantId, quantity: $quantity, couponCode: $couponCode) {\n      unitPriceCents\n      subtotalCents\n      discountCents\n      totalCents\n      couponError {\n        errorCode\n        message\n        minOrderCents\n      }\n    }\n  }\n": types.PriceQuoteDocument,
    "\n  mutation PurchaseProduct($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Purchase {\n        order {\n          id\n          quantity\n          productName\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n    }\n  }\n": types.PurchaseProductDocument,
    "\n  mutation PurchaseSoftwareLicense($idempotencyKey: String!) {\n    purchaseSoftwareLicense(idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on SoftwarePurchase {\n        license {\n          id\n          licenseKey\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.PurchaseSoftwareLicenseDocument,
    "\n  query PageTexts($page: String!) {\n    pageTexts(page: $page) {\n      field\n      value\n      language\n      updatedAt\n    }\n  }\n": types.PageTextsDocument,
    "\n  query SiteData {\n    siteSettings {\n      ...SiteSettingsFields\n      sessionTimeoutMinutes\n    }\n    product {\n      id\n      productType\n      name\n      description\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      image\n      category\n      # The home card's \"Option\" picker (a product with more than its default variant).\n      variants {\n        id\n        name\n        priceCents\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n    paymentTestMode\n    # The admin's texts of the home page's four cards in the reader's language (usually none).\n    homeTexts: pageTexts(page: \"home\") {\n      field\n      value\n      language\n    }\n    # The seller's brand texts (tools link label, announcement, hero, footer) in the reader's language.\n    brandTexts: pageTexts(page: \"brand\") {\n      field\n      value\n      language\n    }\n  }\n": types.SiteDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      totpEnabled\n      language\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      totpEnabled\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentTranslations($subjectType: String!, $subjectId: String!) {\n    contentTranslations(subjectType: $subjectType, subjectId: $subjectId) {\n      field\n      language\n      value\n    }\n  }\n"): (typeof documents)["\n  query ContentTranslations($subjectType: String!, $subjectId: String!) {\n    contentTranslations(subjectType: $subjectType, subjectId: $subjectId) {\n      field\n      language\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContentTranslations($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContentTranslations($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWebhookEndpoints {\n    webhookEventTypes\n    myWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyWebhookEndpoints {\n    webhookEventTypes\n    myWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAccountFields on OrderAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n  }\n"): (typeof documents)["\n  fragment OrderAccountFields on OrderAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockAccountFields on StockAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n    productId\n  }\n"): (typeof documents)["\n  fragment StockAccountFields on StockAccount {\n    id\n    username\n    password\n    email\n    emailPassword\n    productId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    scopes\n    expiresAt\n    dailySpendLimitCents\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    scopes\n    expiresAt\n    dailySpendLimitCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevokedApiTokenFields on ApiToken {\n    id\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment RevokedApiTokenFields on ApiToken {\n    id\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id\n    productName\n    quantity\n    totalPriceCents\n    purchaseDate\n  }\n"): (typeof documents)["\n  fragment OrderSummaryFields on Order {\n    id\n    productName\n    quantity\n    totalPriceCents\n    purchaseDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCustomerFields on OrderCustomer {\n    id\n    name\n    email\n  }\n"): (typeof documents)["\n  fragment OrderCustomerFields on OrderCustomer {\n    id\n    name\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    id\n    siteName\n    siteTagline\n    siteDescription\n    logoUrl\n    faviconUrl\n    contactTelegramUrl\n    contactWhatsappUrl\n    accentColor\n    heroImageUrl\n    toolsLinkShown\n    toolsLinkUrl\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    id\n    siteName\n    siteTagline\n    siteDescription\n    logoUrl\n    faviconUrl\n    contactTelegramUrl\n    contactWhatsappUrl\n    accentColor\n    heroImageUrl\n    toolsLinkShown\n    toolsLinkUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SoftwareVersionFields on SoftwareVersion {\n    id\n    version\n    notes\n    fileName\n    sizeBytes\n    sha256\n    createdAt\n    latest\n  }\n"): (typeof documents)["\n  fragment SoftwareVersionFields on SoftwareVersion {\n    id\n    version\n    notes\n    fileName\n    sizeBytes\n    sha256\n    createdAt\n    latest\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LicenseMachineFields on LicenseMachine {\n    id\n    name\n    platform\n    hostname\n    activatedAt\n    lastSeenAt\n  }\n"): (typeof documents)["\n  fragment LicenseMachineFields on LicenseMachine {\n    id\n    name\n    platform\n    hostname\n    activatedAt\n    lastSeenAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language)\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProofOfWorkChallenge($scene: ChallengeScene!) {\n    proofOfWorkChallenge(scene: $scene) {\n      algorithm\n      challenge\n      maxnumber\n      salt\n      signature\n    }\n  }\n"): (typeof documents)["\n  query ProofOfWorkChallenge($scene: ChallengeScene!) {\n    proofOfWorkChallenge(scene: $scene) {\n      algorithm\n      challenge\n      maxnumber\n      salt\n      signature\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockAccounts($page: Int!, $pageSize: Int!, $search: String, $productId: ID) {\n    stockAccounts(page: $page, pageSize: $pageSize, search: $search, productId: $productId) {\n      total\n      totalCapped\n      items {\n        ...StockAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockAccounts($page: Int!, $pageSize: Int!, $search: String, $productId: ID) {\n    stockAccounts(page: $page, pageSize: $pageSize, search: $search, productId: $productId) {\n      total\n      totalCapped\n      items {\n        ...StockAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStockAccounts($ids: [Int!]!) {\n    deleteStockAccounts(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteStockAccounts($ids: [Int!]!) {\n    deleteStockAccounts(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllStockAccounts($productId: ID) {\n    deleteAllStockAccounts(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation DeleteAllStockAccounts($productId: ID) {\n    deleteAllStockAccounts(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($limit: Int!, $offset: Int!) {\n    auditLog(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        action\n        actorEmail\n        actorId\n        entityType\n        entityId\n        details\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($limit: Int!, $offset: Int!) {\n    auditLog(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        action\n        actorEmail\n        actorId\n        entityType\n        entityId\n        details\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($limit: Int!, $offset: Int!, $search: String) {\n    adminCustomers(limit: $limit, offset: $offset, search: $search) {\n      total\n      items {\n        id\n        name\n        email\n        role\n        balanceCents\n        totalOrders\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($limit: Int!, $offset: Int!, $search: String) {\n    adminCustomers(limit: $limit, offset: $offset, search: $search) {\n      total\n      items {\n        id\n        name\n        email\n        role\n        balanceCents\n        totalOrders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($limit: Int!, $offset: Int!, $search: String, $filter: AdminOrderFilter) {\n    adminOrders(limit: $limit, offset: $offset, search: $search, filter: $filter) {\n      total\n      items {\n        ...OrderSummaryFields\n        orderType\n        customer {\n          ...OrderCustomerFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($limit: Int!, $offset: Int!, $search: String, $filter: AdminOrderFilter) {\n    adminOrders(limit: $limit, offset: $offset, search: $search, filter: $filter) {\n      total\n      items {\n        ...OrderSummaryFields\n        orderType\n        customer {\n          ...OrderCustomerFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      name\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      name\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoftwareVersions($productId: ID!) {\n    softwareVersions(productId: $productId) {\n      ...SoftwareVersionFields\n    }\n  }\n"): (typeof documents)["\n  query SoftwareVersions($productId: ID!) {\n    softwareVersions(productId: $productId) {\n      ...SoftwareVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSoftwareVersionNotes($id: ID!, $notes: String!) {\n    updateSoftwareVersionNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSoftwareVersionNotes($id: ID!, $notes: String!) {\n    updateSoftwareVersionNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSoftwareVersion($id: ID!) {\n    deleteSoftwareVersion(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSoftwareVersion($id: ID!) {\n    deleteSoftwareVersion(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogue {\n    adminProducts {\n      id\n      name\n      slug\n      description\n      categoryId\n      category\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      visibility\n      sortOrder\n      availableStock\n      lowStockThreshold\n      archived\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n    }\n    # English names, as the admin edits them (the public categories query answers in the reader's language).\n    categories: adminCategories {\n      id\n      name\n      sortOrder\n    }\n    coupons {\n      id\n      code\n      kind\n      amount\n      productIds\n      minOrderCents\n      maxRedemptions\n      maxPerCustomer\n      redemptionCount\n      active\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogue {\n    adminProducts {\n      id\n      name\n      slug\n      description\n      categoryId\n      category\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      visibility\n      sortOrder\n      availableStock\n      lowStockThreshold\n      archived\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n    }\n    # English names, as the admin edits them (the public categories query answers in the reader's language).\n    categories: adminCategories {\n      id\n      name\n      sortOrder\n    }\n    coupons {\n      id\n      code\n      kind\n      amount\n      productIds\n      minOrderCents\n      maxRedemptions\n      maxPerCustomer\n      redemptionCount\n      active\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCatalogProduct($input: CatalogProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCatalogProduct($input: CatalogProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    editProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    editProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCatalogProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCatalogProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!, $moveProductsTo: ID, $leaveProductsWithoutCategory: Boolean) {\n    deleteCategory(id: $id, moveProductsTo: $moveProductsTo, leaveProductsWithoutCategory: $leaveProductsWithoutCategory)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!, $moveProductsTo: ID, $leaveProductsWithoutCategory: Boolean) {\n    deleteCategory(id: $id, moveProductsTo: $moveProductsTo, leaveProductsWithoutCategory: $leaveProductsWithoutCategory)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      deleted\n      deactivated\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      deleted\n      deactivated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductVariants($productId: ID!) {\n    adminProductVariants(productId: $productId) {\n      id\n      name\n      priceCents\n      inheritsPrice\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      licenseDays\n      isDefault\n      sortOrder\n      availableStock\n    }\n  }\n"): (typeof documents)["\n  query AdminProductVariants($productId: ID!) {\n    adminProductVariants(productId: $productId) {\n      id\n      name\n      priceCents\n      inheritsPrice\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      licenseDays\n      isDefault\n      sortOrder\n      availableStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProductVariant($input: ProductVariantInput!) {\n    saveProductVariant(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProductVariant($input: ProductVariantInput!) {\n    saveProductVariant(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProductVariant($id: ID!) {\n    archiveProductVariant(id: $id)\n  }\n"): (typeof documents)["\n  mutation ArchiveProductVariant($id: ID!) {\n    archiveProductVariant(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerApiTokens($customerId: ID!) {\n    apiTokens(customerId: $customerId) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerApiTokens($customerId: ID!) {\n    apiTokens(customerId: $customerId) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiToken($id: ID!) {\n    adminRevokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiToken($id: ID!) {\n    adminRevokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerDetails($id: ID!) {\n    adminCustomer(id: $id) {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      twoFactorEnabled\n      orders {\n        ...OrderSummaryFields\n        orderType\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n      balanceLedger {\n        id\n        kind\n        amountCents\n        balanceAfterCents\n        reason\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerDetails($id: ID!) {\n    adminCustomer(id: $id) {\n      id\n      name\n      email\n      role\n      balanceCents\n      joinDate\n      emailConfirmed\n      twoFactorEnabled\n      orders {\n        ...OrderSummaryFields\n        orderType\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n      balanceLedger {\n        id\n        kind\n        amountCents\n        balanceAfterCents\n        reason\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerBalance($customerId: ID!, $balanceCents: Int!, $reason: String!) {\n    setCustomerBalance(customerId: $customerId, balanceCents: $balanceCents, reason: $reason) {\n      id\n      balanceCents\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerBalance($customerId: ID!, $balanceCents: Int!, $reason: String!) {\n    setCustomerBalance(customerId: $customerId, balanceCents: $balanceCents, reason: $reason) {\n      id\n      balanceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      availableStock\n      lowStock\n      lowStockThreshold\n      totalCustomers\n      totalOrders\n      totalRevenueCents\n      soldPerDay {\n        date\n        count\n      }\n      recentOrders {\n        ...OrderSummaryFields\n        productId\n        orderType\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      availableStock\n      lowStock\n      lowStockThreshold\n      totalCustomers\n      totalOrders\n      totalRevenueCents\n      soldPerDay {\n        date\n        count\n      }\n      recentOrders {\n        ...OrderSummaryFields\n        productId\n        orderType\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevenueByProduct {\n    adminRevenueByProduct {\n      days\n      series {\n        productId\n        productName\n        totalCents\n        perDayCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevenueByProduct {\n    adminRevenueByProduct {\n      days\n      series {\n        productId\n        productName\n        totalCents\n        perDayCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($limit: Int!, $offset: Int!) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      unread\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        readAt\n        customerId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($limit: Int!, $offset: Int!) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      unread\n      items {\n        id\n        name\n        email\n        subject\n        message\n        createdAt\n        readAt\n        customerId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageRead($id: Int!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageRead($id: Int!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxEmails {\n    outboxEmails(limit: 50) {\n      id\n      toAddress\n      subject\n      bodyText\n      status\n      createdAt\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query OutboxEmails {\n    outboxEmails(limit: 50) {\n      id\n      toAddress\n      subject\n      bodyText\n      status\n      createdAt\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseChoices {\n    licenses {\n      id\n      licenseKey\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query LicenseChoices {\n    licenses {\n      id\n      licenseKey\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicenses {\n    licenses {\n      id\n      licenseKey\n      email\n      plan\n      status\n      state\n      expiresAt\n      daysRemaining\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminLicenses {\n    licenses {\n      id\n      licenseKey\n      email\n      plan\n      status\n      state\n      expiresAt\n      daysRemaining\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetLicenseStatus($licenseKey: String!, $active: Boolean!) {\n    setLicenseStatus(licenseKey: $licenseKey, active: $active) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetLicenseStatus($licenseKey: String!, $active: Boolean!) {\n    setLicenseStatus(licenseKey: $licenseKey, active: $active) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminExtendLicense($licenseKey: String, $newExpiresAt: DateTimeISO) {\n    extendLicense(licenseKey: $licenseKey, newExpiresAt: $newExpiresAt) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminExtendLicense($licenseKey: String, $newExpiresAt: DateTimeISO) {\n    extendLicense(licenseKey: $licenseKey, newExpiresAt: $newExpiresAt) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteLicense($licenseKey: String!) {\n    deleteLicense(licenseKey: $licenseKey) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteLicense($licenseKey: String!) {\n    deleteLicense(licenseKey: $licenseKey) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateLicense($customerId: ID, $plan: String!, $durationDays: Int!) {\n    createLicense(customerId: $customerId, plan: $plan, durationDays: $durationDays) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateLicense($customerId: ID, $plan: String!, $durationDays: Int!) {\n    createLicense(customerId: $customerId, plan: $plan, durationDays: $durationDays) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateLicenseByEmail($email: String, $plan: String, $expiresAt: DateTimeISO) {\n    createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateLicenseByEmail($email: String, $plan: String, $expiresAt: DateTimeISO) {\n    createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) {\n      status\n      message\n      license {\n        licenseKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminExtendLicenseByDays($licenseId: ID, $days: Int!) {\n    extendLicenseByDays(licenseId: $licenseId, days: $days) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminExtendLicenseByDays($licenseId: ID, $days: Int!) {\n    extendLicenseByDays(licenseId: $licenseId, days: $days) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseCustomerChoices($search: String) {\n    adminCustomers(search: $search, limit: 50) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query LicenseCustomerChoices($search: String) {\n    adminCustomers(search: $search, limit: 50) {\n      items {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicenseDetail($key: String!) {\n    licenseByKey(licenseKey: $key) {\n      id\n      licenseKey\n      maxMachines\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    licenseHistory(licenseKey: $key) {\n      id\n      kind\n      actor\n      detail\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminLicenseDetail($key: String!) {\n    licenseByKey(licenseKey: $key) {\n      id\n      licenseKey\n      maxMachines\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    licenseHistory(licenseKey: $key) {\n      id\n      kind\n      actor\n      detail\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetLicenseSeats($key: String!, $seats: Int) {\n    setLicenseSeats(licenseKey: $key, maxMachines: $seats) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetLicenseSeats($key: String!, $seats: Int) {\n    setLicenseSeats(licenseKey: $key, maxMachines: $seats) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetLicenseMachines($key: String!) {\n    resetLicenseMachines(licenseKey: $key) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResetLicenseMachines($key: String!) {\n    resetLicenseMachines(licenseKey: $key) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      ...OrderSummaryFields\n      orderType\n      status\n      licenseKey\n      customer {\n        ...OrderCustomerFields\n      }\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDetails($id: ID!) {\n    adminOrder(id: $id) {\n      ...OrderSummaryFields\n      orderType\n      status\n      licenseKey\n      customer {\n        ...OrderCustomerFields\n      }\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderFilterChoices {\n    adminProducts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrderFilterChoices {\n    adminProducts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReservations($status: String, $limit: Int!, $offset: Int!) {\n    adminReservations(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        customerEmail\n        productName\n        quantity\n        clientAddress\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReservations($status: String, $limit: Int!, $offset: Int!) {\n    adminReservations(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        customerEmail\n        productName\n        quantity\n        clientAddress\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservationAsAdmin($id: ID!, $reason: String!) {\n    cancelReservationAsAdmin(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservationAsAdmin($id: ID!, $reason: String!) {\n    cancelReservationAsAdmin(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    adminSettings {\n      product {\n        ...ProductSettingsFields\n      }\n      site {\n        ...SiteSettingsFields\n        totalRevenueDisplayCents\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    adminSettings {\n      product {\n        ...ProductSettingsFields\n      }\n      site {\n        ...SiteSettingsFields\n        totalRevenueDisplayCents\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdminAlertSettings {\n    myAdminAlertSettings {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n"): (typeof documents)["\n  query MyAdminAlertSettings {\n    myAdminAlertSettings {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminAlertSettings($input: AdminAlertSettingsInput!) {\n    updateAdminAlertSettings(input: $input) {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminAlertSettings($input: AdminAlertSettingsInput!) {\n    updateAdminAlertSettings(input: $input) {\n      events\n      minOrderCents\n      byEmail\n      byTelegram\n      telegramChatId\n      hasTelegramBotToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTelegramTestMessage {\n    sendTelegramTestMessage {\n      ok\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation SendTelegramTestMessage {\n    sendTelegramTestMessage {\n      ok\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlocklistEntries($kind: BlocklistKind!) {\n    blocklistEntries(kind: $kind) {\n      id\n      kind\n      value\n      note\n    }\n  }\n"): (typeof documents)["\n  query BlocklistEntries($kind: BlocklistKind!) {\n    blocklistEntries(kind: $kind) {\n      id\n      kind\n      value\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      id\n      kind\n      value\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      id\n      kind\n      value\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrandSettings($input: BrandSettingsInput!) {\n    updateBrandSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrandSettings($input: BrandSettingsInput!) {\n    updateBrandSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBrandTexts($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBrandTexts($input: ContentTranslationInput!) {\n    saveContentTranslations(input: $input) {\n      field\n      language\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceSettings {\n    invoiceSettings {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query InvoiceSettings {\n    invoiceSettings {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      legalName\n      address\n      taxId\n      contact\n      timeZone\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      merchantId\n      apiKeyMasked\n      mode\n      webhookUrl\n      testMode\n      sandboxCreditCustomers\n      sandboxCreditCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($input: ProductInput!) {\n    updateProduct(input: $input) {\n      ...ProductSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($input: ProductInput!) {\n    updateProduct(input: $input) {\n      ...ProductSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...SecuritySettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...SecuritySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      totalRevenueDisplayCents\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      totalRevenueDisplayCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      unusedRecoveryCodes\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      unusedRecoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {\n    updatePaymentProvider(input: $input) {\n      id\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      settings {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentProvider($input: PaymentProviderInput!) {\n    updatePaymentProvider(input: $input) {\n      id\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      settings {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentProviders {\n    paymentProviders {\n      id\n      label\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      notifyUrl\n      settings {\n        key\n        label\n        secret\n        required\n        maxLength\n        help\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentProviders {\n    paymentProviders {\n      id\n      label\n      enabled\n      enabledByPaymentMode\n      displayName\n      sortOrder\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n      notifyUrl\n      settings {\n        key\n        label\n        secret\n        required\n        maxLength\n        help\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsNeedingReview {\n    payments(status: NEEDS_REVIEW, limit: 50) {\n      total\n      items {\n        id\n        amountCents\n        currency\n        providerStatus\n        customerEmail\n        createdAt\n        events {\n          id\n          outcome\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentsNeedingReview {\n    payments(status: NEEDS_REVIEW, limit: 50) {\n      total\n      items {\n        id\n        amountCents\n        currency\n        providerStatus\n        customerEmail\n        createdAt\n        events {\n          id\n          outcome\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolvePaymentReview($paymentId: ID!, $action: PaymentReviewAction!, $reason: String!, $amountCents: Int) {\n    resolvePaymentReview(paymentId: $paymentId, action: $action, reason: $reason, amountCents: $amountCents) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResolvePaymentReview($paymentId: ID!, $action: PaymentReviewAction!, $reason: String!, $amountCents: Int) {\n    resolvePaymentReview(paymentId: $paymentId, action: $action, reason: $reason, amountCents: $amountCents) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationSettings {\n    reservationSettings {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n"): (typeof documents)["\n  query ReservationSettings {\n    reservationSettings {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReservationSettings($reservationMinutes: Int!, $maxPendingReservations: Int!, $holdSharePercent: Int, $reservationsPerHour: Int) {\n    updateReservationSettings(\n      reservationMinutes: $reservationMinutes\n      maxPendingReservations: $maxPendingReservations\n      holdSharePercent: $holdSharePercent\n      reservationsPerHour: $reservationsPerHour\n    ) {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReservationSettings($reservationMinutes: Int!, $maxPendingReservations: Int!, $holdSharePercent: Int, $reservationsPerHour: Int) {\n    updateReservationSettings(\n      reservationMinutes: $reservationMinutes\n      maxPendingReservations: $maxPendingReservations\n      holdSharePercent: $holdSharePercent\n      reservationsPerHour: $reservationsPerHour\n    ) {\n      reservationMinutes\n      maxPendingReservations\n      holdSharePercent\n      reservationsPerHour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPaymentProvider($provider: String!) {\n    testPaymentProvider(provider: $provider) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestPaymentProvider($provider: String!) {\n    testPaymentProvider(provider: $provider) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSettingsFields on Product {\n    id\n    name\n    description\n    image\n    pricePerAccountCents\n    minPurchaseQuantity\n    maxPurchaseQuantity\n  }\n"): (typeof documents)["\n  fragment ProductSettingsFields on Product {\n    id\n    name\n    description\n    image\n    pricePerAccountCents\n    minPurchaseQuantity\n    maxPurchaseQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    sessionTimeoutChoices\n    lowStockThreshold\n    customerSessionLifetimeHours\n    adminSessionLifetimeHours\n  }\n"): (typeof documents)["\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    sessionTimeoutChoices\n    lowStockThreshold\n    customerSessionLifetimeHours\n    adminSessionLifetimeHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!, $variantId: ID) {\n    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId, variantId: $variantId) {\n      added\n      skippedInvalid\n      skippedDuplicates\n    }\n  }\n"): (typeof documents)["\n  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!, $variantId: ID) {\n    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId, variantId: $variantId) {\n      added\n      skippedInvalid\n      skippedDuplicates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStockAccount($id: Int!, $input: StockAccountInput!) {\n    updateStockAccount(id: $id, input: $input) {\n      ...StockAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStockAccount($id: Int!, $input: StockAccountInput!) {\n    updateStockAccount(id: $id, input: $input) {\n      ...StockAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockProducts {\n    adminProducts {\n      id\n      name\n      deliveryKind\n      archived\n    }\n  }\n"): (typeof documents)["\n  query StockProducts {\n    adminProducts {\n      id\n      name\n      deliveryKind\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $totpCode: String) {\n    login(email: $email, password: $password, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!, $totpCode: String) {\n    login(email: $email, password: $password, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!, $challengeSolution: String) {\n    register(input: $input, challengeSolution: $challengeSolution) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!, $challengeSolution: String) {\n    register(input: $input, challengeSolution: $challengeSolution) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAdminSetup($input: AdminSetupInput!) {\n    completeAdminSetup(input: $input) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAdminSetup($input: AdminSetupInput!) {\n    completeAdminSetup(input: $input) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($token: String!, $totpCode: String) {\n    signInWithLink(token: $token, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithLink($token: String!, $totpCode: String) {\n    signInWithLink(token: $token, totpCode: $totpCode) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTopUp($amountCents: Int!, $method: String) {\n    createTopUp(amountCents: $amountCents, method: $method) {\n      paymentId\n      paymentUrl\n      address {\n        address\n        amount\n        currency\n        qrText\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTopUp($amountCents: Int!, $method: String) {\n    createTopUp(amountCents: $amountCents, method: $method) {\n      paymentId\n      paymentUrl\n      address {\n        address\n        amount\n        currency\n        qrText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderHistory($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...OrderSummaryFields\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrderHistory($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...OrderSummaryFields\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayments {\n    myPayments(limit: 10) {\n      id\n      amountCents\n      currency\n      status\n      provider\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyPayments {\n    myPayments(limit: 10) {\n      id\n      amountCents\n      currency\n      status\n      provider\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDashboard {\n    myDashboard {\n      balanceCents\n      accountsBought\n      ordersCount\n      activeLicenses\n    }\n  }\n"): (typeof documents)["\n  query MyDashboard {\n    myDashboard {\n      balanceCents\n      accountsBought\n      ordersCount\n      activeLicenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentOrderIds {\n    myOrders(limit: 10, offset: 0) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentOrderIds {\n    myOrders(limit: 10, offset: 0) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnedReservation($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n      paymentMethod\n    }\n  }\n"): (typeof documents)["\n  query ReturnedReservation($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n      paymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountPacks($limit: Int!, $offset: Int!, $search: String, $productId: ID) {\n    myOrders(limit: $limit, offset: $offset, orderType: \"account\", search: $search, productId: $productId) {\n      total\n      items {\n        ...OrderSummaryFields\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAccountPacks($limit: Int!, $offset: Int!, $search: String, $productId: ID) {\n    myOrders(limit: $limit, offset: $offset, orderType: \"account\", search: $search, productId: $productId) {\n      total\n      items {\n        ...OrderSummaryFields\n        accounts {\n          ...OrderAccountFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountProducts {\n    myAccountProducts {\n      productId\n      name\n      orders\n    }\n  }\n"): (typeof documents)["\n  query MyAccountProducts {\n    myAccountProducts {\n      productId\n      name\n      orders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayReservation($id: ID!, $payWith: String!) {\n    payReservation(id: $id, payWith: $payWith) {\n      id\n      status\n      paymentUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PayReservation($id: ID!, $payWith: String!) {\n    payReservation(id: $id, payWith: $payWith) {\n      id\n      status\n      paymentUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenseDownloads($licenseId: ID!) {\n    licenseDownloads(licenseId: $licenseId) {\n      ...SoftwareVersionFields\n    }\n  }\n"): (typeof documents)["\n  query LicenseDownloads($licenseId: ID!) {\n    licenseDownloads(licenseId: $licenseId) {\n      ...SoftwareVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDownloadLink($licenseId: ID!, $versionId: ID!) {\n    createDownloadLink(licenseId: $licenseId, versionId: $versionId) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDownloadLink($licenseId: ID!, $versionId: ID!) {\n    createDownloadLink(licenseId: $licenseId, versionId: $versionId) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateLicenseMachine($licenseKey: String!, $machineId: ID!) {\n    deactivateLicenseMachine(licenseKey: $licenseKey, machineId: $machineId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateLicenseMachine($licenseKey: String!, $machineId: ID!) {\n    deactivateLicenseMachine(licenseKey: $licenseKey, machineId: $machineId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLicensesSection {\n    myLicenses {\n      id\n      licenseKey\n      plan\n      softwareName\n      displayStatus\n      expiresAt\n      daysRemaining\n      expiringSoon\n      maxMachines\n      heartbeatSeconds\n      graceDays\n      entitlements\n      lifetime\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    mySoftwareSubscriptions {\n      id\n      softwareName\n      amountCents\n      displayStatus\n      startDate\n      endDate\n      daysRemaining\n      paymentMethod\n    }\n  }\n"): (typeof documents)["\n  query MyLicensesSection {\n    myLicenses {\n      id\n      licenseKey\n      plan\n      softwareName\n      displayStatus\n      expiresAt\n      daysRemaining\n      expiringSoon\n      maxMachines\n      heartbeatSeconds\n      graceDays\n      entitlements\n      lifetime\n      machines {\n        ...LicenseMachineFields\n      }\n    }\n    mySoftwareSubscriptions {\n      id\n      softwareName\n      amountCents\n      displayStatus\n      startDate\n      endDate\n      daysRemaining\n      paymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $dailySpendLimitCents: Int) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $dailySpendLimitCents) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $dailySpendLimitCents: Int) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $dailySpendLimitCents) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...RevokedApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n"): (typeof documents)["\n  query MyEmailPreferences {\n    myEmailPreferences {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      orderReceipts\n      balanceCredits\n      licenseExpiry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!) {\n    updateProfile(name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($name: String!) {\n    updateProfile(name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidOrderOfPayment($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query PaidOrderOfPayment($id: ID!) {\n    myReservation(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckLicenseOnPage($licenseKey: String!) {\n    checkLicense(licenseKey: $licenseKey) {\n      status\n      message\n      expiresAt\n      daysRemaining\n      expiringSoon\n    }\n  }\n"): (typeof documents)["\n  query CheckLicenseOnPage($licenseKey: String!) {\n    checkLicense(licenseKey: $licenseKey) {\n      status\n      message\n      expiresAt\n      daysRemaining\n      expiringSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryTagPrice {\n    softwareProduct {\n      id\n      pricePerAccountCents\n    }\n  }\n"): (typeof documents)["\n  query StoryTagPrice {\n    softwareProduct {\n      id\n      pricePerAccountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts {\n    products(sort: \"featured\") {\n      ...CartProduct\n    }\n    product {\n      ...CartProduct\n    }\n  }\n  fragment CartProduct on Product {\n    id\n    slug\n    name\n    deliveryKind\n    minPurchaseQuantity\n    maxPurchaseQuantity\n    availableStock\n    variants {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CartProducts {\n    products(sort: \"featured\") {\n      ...CartProduct\n    }\n    product {\n      ...CartProduct\n    }\n  }\n  fragment CartProduct on Product {\n    id\n    slug\n    name\n    deliveryKind\n    minPurchaseQuantity\n    maxPurchaseQuantity\n    availableStock\n    variants {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCart($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        balanceCents\n        order {\n          id\n          purchaseDate\n          totalPriceCents\n        }\n        lines {\n          id\n          variantId\n          productName\n          variantName\n          orderType\n          quantity\n          totalCents\n          state\n          accounts {\n            ...OrderAccountFields\n          }\n        }\n        licenses {\n          id\n          licenseKey\n          softwareName\n          expiresAt\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutCart($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        balanceCents\n        order {\n          id\n          purchaseDate\n          totalPriceCents\n        }\n        lines {\n          id\n          variantId\n          productName\n          variantName\n          orderType\n          quantity\n          totalCents\n          state\n          accounts {\n            ...OrderAccountFields\n          }\n        }\n        licenses {\n          id\n          licenseKey\n          softwareName\n          expiresAt\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayForCart(\n    $lines: [CartLineInput!]!\n    $idempotencyKey: String!\n    $payWith: String!\n    $email: String\n    $orderPassword: String\n    $language: String\n    $challengeSolution: String\n  ) {\n    checkout(\n      lines: $lines\n      idempotencyKey: $idempotencyKey\n      payWith: $payWith\n      email: $email\n      orderPassword: $orderPassword\n      language: $language\n      challengeSolution: $challengeSolution\n    ) {\n      __typename\n      ... on PendingPurchase {\n        id\n        orderNumber\n        accessToken\n        paymentUrl\n        expiresAt\n        paymentAmountCents\n      }\n      ... on Checkout {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on PurchaseNotAllowedError {\n        notAllowedVariantId: variantId\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayForCart(\n    $lines: [CartLineInput!]!\n    $idempotencyKey: String!\n    $payWith: String!\n    $email: String\n    $orderPassword: String\n    $language: String\n    $challengeSolution: String\n  ) {\n    checkout(\n      lines: $lines\n      idempotencyKey: $idempotencyKey\n      payWith: $payWith\n      email: $email\n      orderPassword: $orderPassword\n      language: $language\n      challengeSolution: $challengeSolution\n    ) {\n      __typename\n      ... on PendingPurchase {\n        id\n        orderNumber\n        accessToken\n        paymentUrl\n        expiresAt\n        paymentAmountCents\n      }\n      ... on Checkout {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n        stockVariantId: variantId\n      }\n      ... on InvalidQuantityError {\n        quantityVariantId: variantId\n      }\n      ... on ProductUnavailableError {\n        unavailableVariantId: variantId\n      }\n      ... on PurchaseNotAllowedError {\n        notAllowedVariantId: variantId\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {\n    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Order {\n        id\n        quantity\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {\n    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Order {\n        id\n        quantity\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableStock {\n    availableStockCount\n  }\n"): (typeof documents)["\n  query AvailableStock {\n    availableStockCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuestOrderFields on GuestOrder {\n    id\n    number\n    email\n    status\n    createdAt\n    expiresAt\n    totalCents\n    discountCents\n    paymentUrl\n    paymentStatus\n    hasPassword\n    linkToken\n    lines {\n      id\n      productName\n      variantName\n      orderType\n      quantity\n      unitPriceCents\n      totalCents\n      state\n      licenseId\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n    licenses {\n      id\n      licenseKey\n      softwareName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment GuestOrderFields on GuestOrder {\n    id\n    number\n    email\n    status\n    createdAt\n    expiresAt\n    totalCents\n    discountCents\n    paymentUrl\n    paymentStatus\n    hasPassword\n    linkToken\n    lines {\n      id\n      productName\n      variantName\n      orderType\n      quantity\n      unitPriceCents\n      totalCents\n      state\n      licenseId\n      accounts {\n        ...OrderAccountFields\n      }\n    }\n    licenses {\n      id\n      licenseKey\n      softwareName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestOrder($id: ID!, $accessToken: String, $linkToken: String) {\n    guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) {\n      ...GuestOrderFields\n    }\n  }\n"): (typeof documents)["\n  query GuestOrder($id: ID!, $accessToken: String, $linkToken: String) {\n    guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) {\n      ...GuestOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindMyOrder($number: String!, $email: String!, $password: String!, $challengeSolution: String) {\n    findMyOrder(number: $number, email: $email, password: $password, challengeSolution: $challengeSolution) {\n      ...GuestOrderFields\n    }\n  }\n"): (typeof documents)["\n  query FindMyOrder($number: String!, $email: String!, $password: String!, $challengeSolution: String) {\n    findMyOrder(number: $number, email: $email, password: $password, challengeSolution: $challengeSolution) {\n      ...GuestOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOrderLinks($email: String!, $language: String, $challengeSolution: String) {\n    requestOrderLinks(email: $email, language: $language, challengeSolution: $challengeSolution)\n  }\n"): (typeof documents)["\n  mutation RequestOrderLinks($email: String!, $language: String, $challengeSolution: String) {\n    requestOrderLinks(email: $email, language: $language, challengeSolution: $challengeSolution)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenOrderLinks($token: String!) {\n    openOrderLinks(token: $token) {\n      id\n      number\n      createdAt\n      status\n      totalCents\n      productName\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation OpenOrderLinks($token: String!) {\n    openOrderLinks(token: $token) {\n      id\n      number\n      createdAt\n      status\n      totalCents\n      productName\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {\n      __typename\n      ... on PendingPurchase {\n        id\n        status\n        paymentUrl\n        address {\n          address\n          amount\n          currency\n          qrText\n        }\n      }\n      ... on Purchase {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {\n      __typename\n      ... on PendingPurchase {\n        id\n        status\n        paymentUrl\n        address {\n          address\n          amount\n          currency\n          qrText\n        }\n      }\n      ... on Purchase {\n        order {\n          id\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutVariant($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        order {\n          id\n          quantity\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutVariant($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {\n    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Checkout {\n        order {\n          id\n          quantity\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on NotEnoughStockError {\n        availableCount\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethodsForPurchase {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethodsForPurchase {\n    paymentMethods {\n      id\n      name\n      minAmountCents\n      maxAmountCents\n      feeBasisPoints\n      feeFixedCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Storefront($search: String, $categoryId: ID, $sort: String!) {\n    products(search: $search, categoryId: $categoryId, sort: $sort) {\n      id\n      slug\n      name\n      category\n      image\n      deliveryKind\n      pricePerAccountCents\n      fromPriceCents\n      availableStock\n    }\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Storefront($search: String, $categoryId: ID, $sort: String!) {\n    products(search: $search, categoryId: $categoryId, sort: $sort) {\n      id\n      slug\n      name\n      category\n      image\n      deliveryKind\n      pricePerAccountCents\n      fromPriceCents\n      availableStock\n    }\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      image\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      fromPriceCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      availableStock\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      variants {\n        id\n        name\n        priceCents\n        inheritsPrice\n        priceTiers {\n          minQuantity\n          unitPriceCents\n        }\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      image\n      deliveryKind\n      licenseDays\n      pricePerAccountCents\n      fromPriceCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      availableStock\n      priceTiers {\n        minQuantity\n        unitPriceCents\n      }\n      variants {\n        id\n        name\n        priceCents\n        inheritsPrice\n        priceTiers {\n          minQuantity\n          unitPriceCents\n        }\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceQuote($productId: ID!, $variantId: ID, $quantity: Int!, $couponCode: String) {\n    priceQuote(productId: $productId, variantId: $variantId, quantity: $quantity, couponCode: $couponCode) {\n      unitPriceCents\n      subtotalCents\n      discountCents\n      totalCents\n      couponError {\n        errorCode\n        message\n        minOrderCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceQuote($productId: ID!, $variantId: ID, $quantity: Int!, $couponCode: String) {\n    priceQuote(productId: $productId, variantId: $variantId, quantity: $quantity, couponCode: $couponCode) {\n      unitPriceCents\n      subtotalCents\n      discountCents\n      totalCents\n      couponError {\n        errorCode\n        message\n        minOrderCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseProduct($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Purchase {\n        order {\n          id\n          quantity\n          productName\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseProduct($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!) {\n    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on Purchase {\n        order {\n          id\n          quantity\n          productName\n        }\n      }\n      ... on InsufficientBalanceError {\n        balanceCents\n        requiredCents\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on CouponRefusedError {\n        minOrderCents\n      }\n      ... on TooManyReservationsError {\n        limit\n      }\n      ... on HoldRefusedError {\n        holdLimit: limit\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseSoftwareLicense($idempotencyKey: String!) {\n    purchaseSoftwareLicense(idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on SoftwarePurchase {\n        license {\n          id\n          licenseKey\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseSoftwareLicense($idempotencyKey: String!) {\n    purchaseSoftwareLicense(idempotencyKey: $idempotencyKey) {\n      __typename\n      ... on SoftwarePurchase {\n        license {\n          id\n          licenseKey\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTexts($page: String!) {\n    pageTexts(page: $page) {\n      field\n      value\n      language\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PageTexts($page: String!) {\n    pageTexts(page: $page) {\n      field\n      value\n      language\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteData {\n    siteSettings {\n      ...SiteSettingsFields\n      sessionTimeoutMinutes\n    }\n    product {\n      id\n      productType\n      name\n      description\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      image\n      category\n      # The home card's \"Option\" picker (a product with more than its default variant).\n      variants {\n        id\n        name\n        priceCents\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n    paymentTestMode\n    # The admin's texts of the home page's four cards in the reader's language (usually none).\n    homeTexts: pageTexts(page: \"home\") {\n      field\n      value\n      language\n    }\n    # The seller's brand texts (tools link label, announcement, hero, footer) in the reader's language.\n    brandTexts: pageTexts(page: \"brand\") {\n      field\n      value\n      language\n    }\n  }\n"): (typeof documents)["\n  query SiteData {\n    siteSettings {\n      ...SiteSettingsFields\n      sessionTimeoutMinutes\n    }\n    product {\n      id\n      productType\n      name\n      description\n      pricePerAccountCents\n      minPurchaseQuantity\n      maxPurchaseQuantity\n      image\n      category\n      # The home card's \"Option\" picker (a product with more than its default variant).\n      variants {\n        id\n        name\n        priceCents\n        licenseDays\n        isDefault\n        availableStock\n      }\n    }\n    paymentTestMode\n    # The admin's texts of the home page's four cards in the reader's language (usually none).\n    homeTexts: pageTexts(page: \"home\") {\n      field\n      value\n      language\n    }\n    # The seller's brand texts (tools link label, announcement, hero, footer) in the reader's language.\n    brandTexts: pageTexts(page: \"brand\") {\n      field\n      value\n      language\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
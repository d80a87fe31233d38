/** What other domains use of the catalogue: products, prices, site settings, and the sales tally. */
export { addSale } from "./sales-tally";
export { getSiteSettings } from "./catalog.service";
export { type PaymentMode, SETTINGS_ID, SiteSettings } from "./site-settings.entity";
export { ACCOUNT_PRODUCT_ID, Product, SOFTWARE_PRODUCT_ID } from "./product.entity";
export { PriceTier } from "./price-tier.entity";
export { defaultVariantOf, ProductVariant } from "./product-variant.entity";
export { entitlementsColumn, LIFETIME_EXPIRY, type LicensePlan, MAX_SEATS, UNLIMITED_PLAN } from "./license-plan";
export { type PricedVariant, variantsWithTiers } from "./variant-prices";
export { subtotalCents, type TierPrice, unitPriceFor } from "./pricing";
export { readSiteName } from "./site-name";
export { readPaymentSettings, type SitePaymentSettings } from "./payment-settings-read";
export { localizeSoldNames, nameKeysOf, nameTranslations, orderNameOf, withLocalNames, type NameKey, type SoldName } from "./localized-names";
export { detectImageType } from "./stored-images";

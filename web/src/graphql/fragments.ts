import { graphql } from "@/gql";

// Field lists that several screens ask for; codegen adds a fragment to every document that spreads it.

/** The four credential fields of a delivered account, as orders show them. */
export const OrderAccountFields = graphql(`
  fragment OrderAccountFields on OrderAccount {
    id
    username
    password
    email
    emailPassword
  }
`);

/** An account in stock, as the admin's stock table and edit dialog show it. */
export const StockAccountFields = graphql(`
  fragment StockAccountFields on StockAccount {
    id
    username
    password
    email
    emailPassword
    productId
  }
`);

/** An API token as listed to its owner and to the admin. */
export const ApiTokenFields = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
    scopes
    expiresAt
    dailySpendLimitCents
  }
`);

/** An API token's answer to revoking it: the fields the list updates in place. */
export const RevokedApiTokenFields = graphql(`
  fragment RevokedApiTokenFields on ApiToken {
    id
    revokedAt
  }
`);

/** An order's line as every order list and detail shows it (the customer's, the admin's, the dashboard's). */
export const OrderSummaryFields = graphql(`
  fragment OrderSummaryFields on Order {
    id
    productName
    quantity
    totalPriceCents
    purchaseDate
  }
`);

/** Who placed an order, as the admin's order table and order dialog show it. */
export const OrderCustomerFields = graphql(`
  fragment OrderCustomerFields on OrderCustomer {
    id
    name
    email
  }
`);

/** The site's name, texts and links: what every page's shell shows and the admin's Site tab edits (the revenue figure is the admin's, asked for there). */
export const SiteSettingsFields = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    id
    siteName
    siteTagline
    siteDescription
    logoUrl
    faviconUrl
    contactTelegramUrl
    contactWhatsappUrl
    accentColor
    heroImageUrl
    toolsLinkShown
    toolsLinkUrl
  }
`);

/** A licence product's software version, as the admin's Versions section and the buyer's Downloads list show it. */
export const SoftwareVersionFields = graphql(`
  fragment SoftwareVersionFields on SoftwareVersion {
    id
    version
    notes
    fileName
    sizeBytes
    sha256
    createdAt
    latest
  }
`);

/** A computer a licence is activated on, as the buyer's licence card and the admin's licence dialog show it. */
export const LicenseMachineFields = graphql(`
  fragment LicenseMachineFields on LicenseMachine {
    id
    name
    platform
    hostname
    activatedAt
    lastSeenAt
  }
`);

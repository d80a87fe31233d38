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

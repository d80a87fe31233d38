import { graphql } from "@/gql";

// The field lists of the back office's settings tabs: the settings query reads them and each
// tab's save mutation answers with the same fields, so the cache updates what the tab shows.
// The Site tab's list, which the public site data reads too, is in @/graphql/fragments.

/** The product the Product tab edits. */
export const ProductSettingsFields = graphql(`
  fragment ProductSettingsFields on Product {
    id
    name
    description
    image
    pricePerAccountCents
    minPurchaseQuantity
    maxPurchaseQuantity
  }
`);

/** Session timeouts and lifetimes and the low-stock threshold, as the Security tab edits them. */
export const SecuritySettingsFields = graphql(`
  fragment SecuritySettingsFields on SecuritySettings {
    sessionTimeoutMinutes
    sessionTimeoutChoices
    lowStockThreshold
    customerSessionLifetimeHours
    adminSessionLifetimeHours
  }
`);

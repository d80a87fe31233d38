import { graphql } from "@/gql";

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    adminSettings {
      product {
        ...ProductSettingsFields
      }
      site {
        ...SiteSettingsFields
        totalRevenueDisplayCents
      }
      security {
        ...SecuritySettingsFields
      }
    }
  }
`);

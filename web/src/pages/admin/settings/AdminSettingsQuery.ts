import { graphql } from "@/gql";

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    adminSettings {
      product {
        id
        name
        description
        image
        pricePerAccountCents
        minPurchaseQuantity
        maxPurchaseQuantity
      }
      site {
        id
        siteName
        siteTagline
        siteDescription
        logoUrl
        faviconUrl
        contactTelegramUrl
        contactWhatsappUrl
        totalRevenueDisplayCents
      }
      security {
        sessionTimeoutMinutes
        sessionTimeoutChoices
        lowStockThreshold
        customerSessionLifetimeHours
        adminSessionLifetimeHours
      }
    }
  }
`);

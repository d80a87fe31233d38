import { graphql } from "@/gql";

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      availableStock
      lowStock
      lowStockThreshold
      totalCustomers
      totalOrders
      totalRevenueCents
      soldPerDay {
        date
        count
      }
      recentOrders {
        ...OrderSummaryFields
        productId
        orderType
        customer {
          id
          name
        }
      }
    }
  }
`);

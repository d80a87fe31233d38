import { graphql } from "@/gql";
import { useLiteQuery } from "@/graphql/lite-client";

export const AvailableStockQuery = graphql(`
  query AvailableStock {
    availableStockCount
  }
`);

const REFRESH_MS = 30_000;

/** The live number of accounts for sale, refreshed while the page is open. */
export function useAvailableStock(): { count: number | null; refetch: () => void } {
  const { data, refetch } = useLiteQuery(AvailableStockQuery, { pollInterval: REFRESH_MS, refetchOnMount: true });
  return { count: data?.availableStockCount ?? null, refetch: () => void refetch() };
}

export const LOW_STOCK_BELOW = 20;

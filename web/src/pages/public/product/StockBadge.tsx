import { Badge } from "@chakra-ui/react";
import { LOW_STOCK_BELOW } from "../home/stock-count";

/** The seed's badges: 'Out of Stock' at 0, 'N accounts left!' below 20; nothing for a licence (null). */
export function StockBadge({ available, size = "md" }: { available: number | null; size?: "md" | "lg" }) {
  if (available === null) return null;
  if (available === 0) return <Badge colorPalette="red" size={size}>Out of Stock</Badge>;
  if (available < LOW_STOCK_BELOW) return <Badge colorPalette="orange" size={size}>{available} accounts left!</Badge>;
  return <Badge colorPalette="green" size={size}>In Stock</Badge>;
}

import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LOW_STOCK_BELOW } from "../home/stock-count";

/** The seed's badges: 'Out of Stock' at 0, 'N accounts left!' below 20; nothing for a licence (null). */
export function StockBadge({ available, size = "md" }: { available: number | null; size?: "md" | "lg" }) {
  const { t } = useTranslation("public");
  if (available === null) return null;
  if (available === 0)
    return (
      <Badge colorPalette="red" size={size}>
        {t("stock.out")}
      </Badge>
    );
  if (available < LOW_STOCK_BELOW)
    return (
      <Badge colorPalette="orange" size={size}>
        {t("stock.left", { count: available })}
      </Badge>
    );
  return (
    <Badge colorPalette="green" size={size}>
      {t("stock.in")}
    </Badge>
  );
}

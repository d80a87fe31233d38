/** What other domains use of stock: the stock row, the available count, and reserving and delivering accounts for a sale. */
export { StockAccount } from "./stock-account.entity";
export { countAvailableStock } from "./stock.service";
export { markReservedStockSold, markStockReserved, markStockSold, releaseReservedStock, takeAvailableStockIds } from "./deliver-stock";

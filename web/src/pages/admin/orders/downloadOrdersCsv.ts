import { downloadFetched } from "@/lib/download-text";

/** Downloads the orders export; a refused filter throws the server's message (see downloadFetched). */
export function downloadOrdersCsv(url: string, httpError: (status: number) => string): Promise<void> {
  return downloadFetched(url, "orders.csv", httpError);
}

/**
 * Fetches the export and hands it to the browser as a download. Fetching first (rather than
 * following a link) lets a refused filter show the server's message instead of a JSON file.
 */
export async function downloadOrdersCsv(url: string, httpError: (status: number) => string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? httpError(response.status));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "orders.csv";
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Saves `text` as a UTF-8 .txt file the browser downloads (made here: nothing goes back to the server). */
export function downloadText(fileName: string, text: string, type = "text/plain"): void {
  saveBlob(fileName, new Blob([text.endsWith("\n") ? text : `${text}\n`], { type: `${type};charset=utf-8` }));
}

/**
 * Fetches a file the server answers as an attachment and hands it to the browser as a download.
 * Fetching first (rather than following a link) lets a refusal show the server's message instead
 * of a JSON file: a refused answer throws an Error with that message (or `httpError(status)`).
 */
export async function downloadFetched(url: string, fallbackName: string, httpError: (status: number) => string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? httpError(response.status));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  saveBlob(name, await response.blob());
}

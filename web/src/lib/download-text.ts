/** Saves `text` as a UTF-8 .txt file the browser downloads (made here: nothing goes back to the server). */
export function downloadText(fileName: string, text: string, type = "text/plain"): void {
  const href = URL.createObjectURL(new Blob([text.endsWith("\n") ? text : `${text}\n`], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

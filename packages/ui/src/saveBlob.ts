/**
 * Saves a file the API answered as a download: a blob URL on an `<a download>` clicked once.
 * DECISION: not `window.open` — a popup blocker stops that after an await, and a partner page
 * would lose the customer to a PDF tab. The URL is revoked on the next task, once the browser
 * has started the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

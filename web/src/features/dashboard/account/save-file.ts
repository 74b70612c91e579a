/**
 * Hands a file to the browser to save, as a link with `download` would: the file never opens in
 * a tab. The address made for it is let go a minute later, once the browser has surely read it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name the API gives the export, for the rare answer without one: today's date, as the API writes it. */
export const exportFileName = (now = new Date()) => `machinery-market-data-${now.toISOString().slice(0, 10)}.json`;

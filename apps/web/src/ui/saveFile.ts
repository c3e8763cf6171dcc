/** Saves text as a file the browser downloads (a report's CSV). */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

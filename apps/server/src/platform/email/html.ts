// The HTML of plain-text e-mails: every line of text is escaped, so names and notes typed by people
// can never add markup to a message.

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** One paragraph per line. */
export const paragraphsHtml = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

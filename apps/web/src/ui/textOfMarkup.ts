const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi;

/**
 * The text a stored piece of HTML reads as, its tags left out and its entities read, each paragraph
 * or line break kept as a line. Parsing into an inert document runs no script and loads nothing, and
 * the text is then shown as text, so stored markup can never become the page's markup.
 */
export function textOfMarkup(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

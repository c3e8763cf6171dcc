// The recipients of an announcement as typed: a comma list or a list of addresses. Zod-free, so the
// form and the server apply the same rule.
import { EMAIL_PATTERN } from '../auth/signIn';

/** The most addresses one announcement goes to; a broadcast reaches every subscriber instead. */
export const ANNOUNCEMENT_RECIPIENTS_MAX = 500;

/** The addresses named, trimmed, each once ignoring case, in the order first given. */
export function splitRecipients(to: string | readonly string[]): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of (typeof to === 'string' ? [to] : to).flatMap((item) => item.split(','))) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

/** The addresses that are not e-mail addresses, as given. */
export const invalidRecipients = (addresses: readonly string[]): string[] =>
  addresses.filter((address) => !EMAIL_PATTERN.test(address));

// The rental token lives apart from the main session's: its own storage key, sent in its own header,
// so signing in or out of a rental account never touches the organisation's session, and back.
import { RENTAL_TOKEN_HEADER } from '@hgn/domain/rentals';

export const RENTAL_TOKEN_STORAGE_KEY = 'rentalToken';

export const readRentalToken = (): string | null => {
  try {
    return window.localStorage.getItem(RENTAL_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const writeRentalToken = (token: string | null): void => {
  try {
    if (token === null) window.localStorage.removeItem(RENTAL_TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(RENTAL_TOKEN_STORAGE_KEY, token);
  } catch {
    // Private browsing can refuse storage; the rental sign-in then lasts until the page reloads.
  }
};

/** The header of a rental call, when a rental account is signed in. */
export const rentalHeaders = (token: string | null): Record<string, string> =>
  token ? { [RENTAL_TOKEN_HEADER]: token } : {};

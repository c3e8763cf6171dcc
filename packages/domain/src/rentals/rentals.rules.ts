// The rental account's rules (spec 002, 5), without a validation library: a wrong field is "Invalid
// {field}". The form and the server's schemas both use these patterns.

/** Letters only, at least 2. */
export const RENTAL_NAME_PATTERN = /^\p{L}{2,}$/u;
/** A standard address: no spaces, one @, a dot in the domain. */
export const RENTAL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with an optional plus, spaces, dashes, dots and parentheses, in up to 5 groups. */
export const RENTAL_PHONE_PATTERN =
  /^\+?\(?\d{1,4}\)?[-.\s]?\(?\d{1,4}\)?[-.\s]?\d{1,4}[-.\s]?\d{1,4}[-.\s]?\d{1,9}$/;
/** At least 8 characters of letters, digits and @$!%*#?&, with a letter and a digit. */
export const RENTAL_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,}$/;

/** How long the account page waits after registering before it opens the sign-in, in milliseconds. */
export const RENTAL_REDIRECT_MS = 1000;

/** The header that carries the rental token: apart from the main session's `Authorization`. */
export const RENTAL_TOKEN_HEADER = 'x-rental-token';

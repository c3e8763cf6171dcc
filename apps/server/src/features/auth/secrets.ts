import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A 256-bit random secret for a link or a one-step token, safe in a URL. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * How a high-entropy secret is stored and looked up. A fast hash is enough here: guessing a 256-bit
 * secret is hopeless, unlike a password, which gets argon2id.
 */
export const secretDigest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

// No 0/O, 1/l/I: the temporary password is read from an e-mail and typed by hand.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/**
 * A temporary password such as `Kq7m-Tz4r-Wb9p`: three groups of four from 57 characters (about 70
 * bits), always with an upper-case letter, a lower-case letter and a digit, so it passes the
 * forced-change rule.
 */
export function temporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => pick(ALL)).join(''));
    const candidate = groups.join('-');
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

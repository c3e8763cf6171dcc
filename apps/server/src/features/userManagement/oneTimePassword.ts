import { randomInt } from 'node:crypto';

// Characters that cannot be mistaken for one another when read aloud or copied by hand.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;
const LENGTH = 16;

const pick = (alphabet: string): string => alphabet[randomInt(alphabet.length)] ?? '';

/**
 * A one-time password for a user created by someone else: 16 characters (about 95 bits) with each
 * kind of character the strongest password rule asks for, so any form accepts it.
 */
export function oneTimePassword(): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < LENGTH) characters.push(pick(ALL));
  // Fisher-Yates, so the required kinds are not always in front.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}

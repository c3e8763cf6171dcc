import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// The library's default algorithm is argon2id (the recommended hybrid); the cost parameters are
// OWASP's minimum for it, about 20 ms a hash on one core, which keeps sign-in cheap but guessing dear.
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A well-formed bcrypt hash (`$2a$`, `$2b$` or `$2y$`), as an imported HGN account holds until its first sign-in. */
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export const isBcryptHash = (passwordHash: string): boolean => BCRYPT_HASH.test(passwordHash);

/** An argon2id PHC string (`$argon2id$v=19$...`) holding its own salt and parameters. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, COST);

/** Whether the stored hash is of another kind than `hashPassword` makes, to be replaced once the password is known. */
export const needsRehash = (passwordHash: string): boolean => isBcryptHash(passwordHash);

/** Whether `plain` matches the stored hash (argon2id, or an imported bcrypt hash); a malformed or empty hash matches nothing. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    if (passwordHash.startsWith('$argon2')) return await verify(passwordHash, plain);
    if (isBcryptHash(passwordHash)) return await bcrypt.compare(plain, passwordHash);
    return false;
  } catch {
    return false;
  }
}

import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (the recommended hybrid); the cost parameters are
// OWASP's minimum for it, about 20 ms a hash on one core, which keeps sign-in cheap but guessing dear.
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id PHC string (`$argon2id$v=19$...`) holding its own salt and parameters. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, COST);

/** Whether `plain` matches the stored hash; a malformed or empty hash matches nothing. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

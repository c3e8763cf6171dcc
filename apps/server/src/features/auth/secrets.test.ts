import { forcedChangePassword } from '@hgn/domain/auth';
import { describe, expect, it } from 'vitest';
import { newSecret, secretDigest, temporaryPassword } from './secrets.js';

describe('secrets', () => {
  it('makes readable temporary passwords that pass the forced-change rule', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(password).not.toMatch(/[0O1lI]/);
      expect(forcedChangePassword.safeParse(password).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('stores a digest that does not reveal the secret', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(secretDigest(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretDigest(secret)).not.toContain(secret);
    expect(secretDigest(secret)).toBe(secretDigest(secret));
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('Demo!2026');
    const second = await hashPassword('Demo!2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Zoë-Łukasz 1!');
    expect(await verifyPassword(stored, 'Zoë-Łukasz 1!')).toBe(true);
    expect(await verifyPassword(stored, 'zoë-łukasz 1!')).toBe(false);
  });

  it('matches nothing against a malformed or empty hash', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'x')).toBe(false);
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
  });
});

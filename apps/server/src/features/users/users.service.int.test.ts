import { passwordMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { users } from './users.table.js';

const t = await createTestApp();
const owner = {
  email: 'Founder@Example.org',
  password: 'Str0ng!pass',
  firstName: ' Ada ',
  lastName: 'Lovelace',
};

describe('users.createOwner and users.hasOwner', () => {
  it('creates an active Owner who signs in with the password given', async () => {
    expect(await t.services.users.hasOwner()).toBe(false);
    const created = await t.services.users.createOwner(owner);
    expect(created).toEqual({
      id: expect.any(String) as string,
      email: 'founder@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Owner',
    });
    expect(await t.services.users.hasOwner()).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ isActive: true, mustChangePassword: false, role: 'Owner' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(t.signIn('founder@example.org', owner.password)).resolves.toEqual(
      expect.any(String) as string,
    );
  });

  it('refuses an e-mail already in use, ignoring case', async () => {
    await expect(
      t.services.users.createOwner({ ...owner, email: 'FOUNDER@example.org' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'EMAIL_TAKEN',
    });
  });

  it.each([
    ['short', 'Ab1!', passwordMessages.newPasswordTooShort],
    ['without a special character', 'Abcdefg12', passwordMessages.newPasswordRule],
    ['without an uppercase letter', 'abcdefg1!', passwordMessages.newPasswordRule],
    ['without a digit', 'Abcdefgh!', passwordMessages.newPasswordRule],
  ])('refuses a password %s', async (_case, password, message) => {
    await expect(
      t.services.users.createOwner({ ...owner, email: 'second@example.org', password }),
    ).rejects.toMatchObject({ status: 400, field: 'password', message });
  });

  it('refuses a malformed e-mail and empty names', async () => {
    await expect(t.services.users.createOwner({ ...owner, email: 'nobody' })).rejects.toMatchObject({
      field: 'email',
    });
    await expect(
      t.services.users.createOwner({ ...owner, email: 'x@example.org', lastName: '  ' }),
    ).rejects.toMatchObject({ field: 'lastName' });
  });
});

import { rentalMessages } from '@hgn/domain/messages';
import type { RentalAccountJson } from '@hgn/domain/rentals';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { rentalAccounts, rentalSessions } from './rentals.table.js';

const t = await createTestApp();
const db = t.database.db;

let address = 0;
/** Each test signs in from an address of its own, so the rate limits of one do not reach another. */
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, payload: object, remoteAddress = '10.8.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const withRentalToken = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({ method, url, headers: { 'x-rental-token': token } });

let serial = 0;
const registration = (fields: object = {}) => ({
  firstName: 'Rita',
  lastName: 'Renter',
  email: `rita.${++serial}.${Math.random().toString(36).slice(2, 7)}@example.org`,
  phone: '+1 (555) 123-4567',
  password: 'rental123',
  ...fields,
});
const accountCount = async () => (await db.select({ n: count() }).from(rentalAccounts))[0]!.n;

async function registered(fields: object = {}) {
  const body = registration(fields);
  const res = await post('/api/lbdashboard/register', body, newAddress());
  expect(res.statusCode).toBe(201);
  return body;
}

describe('registering a rental account', () => {
  it('answers 201 with the account, never its password, and keeps only a hash', async () => {
    const body = registration({ email: 'Rita.Case@Example.org' });
    const res = await post('/api/lbdashboard/register', body, newAddress());
    expect(res.statusCode).toBe(201);
    const account = res.json<RentalAccountJson>();
    expect(account).toMatchObject({ firstName: 'Rita', lastName: 'Renter', email: 'rita.case@example.org' });
    expect(res.body).not.toContain('rental123');
    expect(res.body).not.toContain('argon2');
    const [row] = await db.select().from(rentalAccounts).where(eq(rentalAccounts.id, account._id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses an address in use in any case with 409, writing nothing', async () => {
    const { email } = await registered();
    const before = await accountCount();
    const res = await post(
      '/api/lbdashboard/register',
      registration({ email: email.toUpperCase() }),
      newAddress(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'RENTAL_EMAIL_TAKEN',
      field: 'email',
      message: rentalMessages.emailTaken,
    });
    expect(await accountCount()).toBe(before);
  });

  it('lets one of ten registrations of one address at once through: one 201, nine 409', async () => {
    const body = registration();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/lbdashboard/register', body, newAddress())),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    const [row] = await db
      .select({ n: count() })
      .from(rentalAccounts)
      .where(eq(sql`lower(${rentalAccounts.email})`, body.email.toLowerCase()));
    expect(row?.n).toBe(1);
  });

  it.each([
    [{ firstName: 'R' }, 'firstName'],
    [{ firstName: 'Rita2' }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ email: 'rita@' }, 'email'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '1-2-3-4-5-6-7' }, 'phone'],
    [{ password: 'short1' }, 'password'],
    [{ password: 'lettersonly' }, 'password'],
    [{ password: '12345678' }, 'password'],
    [{ password: 'spaces in 123' }, 'password'],
  ])('refuses %j with 400 "Invalid %s", writing nothing', async (change, field) => {
    const before = await accountCount();
    const res = await post('/api/lbdashboard/register', registration(change), newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: rentalMessages.invalid(field) });
    expect(await accountCount()).toBe(before);
  });

  it('answers hostile input with 400, never 5xx', async () => {
    const before = await accountCount();
    for (const body of [
      registration({ firstName: 12 }),
      registration({ email: 'x'.repeat(100_000) + '@a.org' }),
      registration({ lastName: 'Ren\u0000ter' }),
      registration({ password: { $ne: '' } }),
      {},
    ])
      expect((await post('/api/lbdashboard/register', body, newAddress())).statusCode).toBe(400);
    expect(await accountCount()).toBe(before);
  });
});

describe('signing in to a rental account', () => {
  it('answers a token that opens the rental account, and only it', async () => {
    const { email, password } = await registered();
    const res = await post('/api/lbdashboard/login', { email: email.toUpperCase(), password }, newAddress());
    expect(res.statusCode).toBe(200);
    const { token, account } = res.json<{ token: string; account: RentalAccountJson }>();
    expect(account.email).toBe(email);
    const me = await withRentalToken('GET', '/api/lbdashboard/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(account);

    // The rental token is no session of the main app, in either header.
    for (const url of ['/api/userProfile', '/api/bm/projects', `/api/userprofile/${account._id}`]) {
      const asBearer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asBearer.statusCode).toBe(401);
      expect((await withRentalToken('GET', url, token)).statusCode).toBe(401);
    }
    // A main session token opens no rental account.
    const user = await t.signedIn('Owner');
    expect((await withRentalToken('GET', '/api/lbdashboard/me', user.headers.authorization)).statusCode).toBe(
      401,
    );
  });

  it('keeps only the digest of the token', async () => {
    const { email, password } = await registered();
    const { token } = (await post('/api/lbdashboard/login', { email, password }, newAddress())).json<{
      token: string;
    }>();
    const stored = await db.select({ digest: rentalSessions.tokenDigest }).from(rentalSessions);
    expect(stored.some((row) => row.digest === token)).toBe(false);
  });

  it('refuses a wrong password or an unknown address with 401', async () => {
    const { email } = await registered();
    const wrong = await post('/api/lbdashboard/login', { email, password: 'wrong1234' }, newAddress());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'RENTAL_SIGN_IN_FAILED',
      message: rentalMessages.wrongCredentials,
    });
    const unknown = await post(
      '/api/lbdashboard/login',
      { email: 'nobody@example.org', password: 'rental123' },
      newAddress(),
    );
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses a badly formed sign-in with 400 "Invalid {field}"', async () => {
    const res = await post(
      '/api/lbdashboard/login',
      { email: 'nobody', password: 'rental123' },
      newAddress(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email', message: rentalMessages.invalid('email') });
  });

  it('is rate-limited like the main sign-in: the sixth guess from one address is 429', async () => {
    const { email, password } = await registered();
    const from = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/lbdashboard/login', { email, password: 'wrong1234' }, from)).statusCode).toBe(
        401,
      );
    const sixth = await post('/api/lbdashboard/login', { email, password }, from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Another address still signs in.
    expect((await post('/api/lbdashboard/login', { email, password }, newAddress())).statusCode).toBe(200);
  });

  it('signs out: the token then opens nothing', async () => {
    const { email, password } = await registered();
    const { token } = (await post('/api/lbdashboard/login', { email, password }, newAddress())).json<{
      token: string;
    }>();
    expect((await withRentalToken('POST', '/api/lbdashboard/logout', token)).statusCode).toBe(200);
    expect((await withRentalToken('GET', '/api/lbdashboard/me', token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/lbdashboard/me' })).statusCode).toBe(401);
  });
});

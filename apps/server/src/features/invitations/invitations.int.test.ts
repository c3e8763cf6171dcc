import { setupMessages } from '@hgn/domain/messages';
import {
  addPacificDays,
  formatUS,
  formatUSDateTimePT,
  pacificDate,
  startOfPacificDay,
} from '@hgn/domain/time';
import { desc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { projectMembers, projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';
import { setupInvitations } from './invitations.table.js';

const DAY = 86_400_000;
const clock = fixedClock(Date.now());
const t = await createTestApp({
  clock,
  config: { publicUrl: 'https://hgn.example.org', organisationInbox: 'org-inbox@example.org' },
});
const db = t.database.db;
const admin = await t.signedIn('Administrator');

// Some tests move the clock weeks ahead, past the end of any session: each test signs in afresh.
beforeEach(async () => {
  admin.headers.authorization = await t.signIn(admin.email);
});

type Listed = {
  _id: string;
  email: string;
  weeklyCommittedHours: number;
  expiration: string;
  createdDate: string;
  isCancelled: boolean;
};

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method: 'POST', url, headers, payload });
const invite = (email: string, weeklyCommittedHours = 10, extra: Record<string, unknown> = {}) =>
  post('/api/getInitialSetuptoken', { email, weeklyCommittedHours, ...extra });
const validate = (token: string) => post('/api/validateToken', { token }, {});
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/getSetupInvitation', headers: admin.headers })).json<
    Listed[]
  >();
const listed = async (email: string) => (await list()).find((i) => i.email === email);

/** The token of the newest link e-mailed to an address. */
async function linkTokenFor(email: string) {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, [email]))
    .orderBy(desc(emailOutbox.createdAt));
  const token = /https:\/\/hgn\.example\.org\/ProfileInitialSetup\/([\w-]+)/.exec(message?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

const setupForm = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  firstName: 'jane',
  lastName: 'van der berg',
  password: 'Setup!pass1',
  email: 'someone-else@example.org',
  phoneNumber: '+1 555 010 9999',
  jobTitle: 'graphic designer',
  collaborationPreference: 'zoom',
  privacySettings: { email: true, phoneNumber: false },
  timeZone: 'Europe/Amsterdam',
  location: {
    userProvided: 'amsterdam, netherlands',
    coords: { lat: 52.37, lng: 4.89 },
    country: 'Netherlands',
    city: 'Amsterdam',
  },
  homeCountry: '',
  ...overrides,
});
const setUp = (token: string, overrides: Record<string, unknown> = {}) =>
  post('/api/ProfileInitialSetup', setupForm(token, overrides), {});

describe('inviting', () => {
  it('needs postUserProfile', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const manager = await t.signedIn('Manager');
    for (const caller of [volunteer, manager]) {
      expect(
        (
          await post(
            '/api/getInitialSetuptoken',
            { email: 'x@example.org', weeklyCommittedHours: 5 },
            caller.headers,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/getSetupInvitation', headers: caller.headers }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      await db.select().from(setupInvitations).where(eq(setupInvitations.email, 'x@example.org')),
    ).toEqual([]);
  });

  it('e-mails a link to this server, whatever baseUrl says, valid for 3 weeks', async () => {
    const res = await invite(' New.Person@Example.ORG ', 15, { baseUrl: 'https://evil.example.net' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [message] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, ['new.person@example.org']));
    expect(message?.text).toContain('within 21 days');
    expect(message?.text).not.toContain('evil.example.net');
    const token = await linkTokenFor('new.person@example.org');

    const valid = await validate(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      email: 'new.person@example.org',
      weeklyCommittedHours: 15,
      expiration: new Date(clock.now().getTime() + 21 * DAY).toISOString(),
      createdDate: clock.now().toISOString(),
      isCancelled: false,
      isSetupCompleted: false,
    });
    expect(await listed('new.person@example.org')).toMatchObject({
      weeklyCommittedHours: 15,
      isCancelled: false,
    });
  });

  it('gives the expiry on the Pacific clock, on the day the pending invitations table shows', async () => {
    // 8 PM Pacific tomorrow: already the next day in UTC.
    const tomorrow = addPacificDays(pacificDate(clock.now()), 1);
    clock.set(startOfPacificDay(tomorrow).getTime() + 20 * 3_600_000);
    expect((await invite('evening@example.org')).statusCode).toBe(200);
    const { expiration } = (await listed('evening@example.org'))!;
    expect(formatUS(expiration)).not.toBe(formatUS(expiration.slice(0, 10)));
    const [message] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, ['evening@example.org']));
    expect(message?.text).toContain(`before ${formatUSDateTimePT(expiration)}, using this link`);
    expect(message?.text).toContain(formatUS(expiration));
    expect(message?.html).toContain(formatUSDateTimePT(expiration));
    // The link's random token may spell anything: only the words around it count.
    expect(message?.text.replace(/https:\/\/\S+/g, '')).not.toMatch(/GMT|UTC/);
  });

  it('refuses an address that already has an account', async () => {
    const user = await t.createUser();
    const res = await invite(user.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'EMAIL_IN_USE', code: 'EMAIL_IN_USE' });
  });

  it('replaces the open invitation of the same address', async () => {
    await invite('twice@example.org', 5);
    const first = await linkTokenFor('twice@example.org');
    clock.advanceBy(1000);
    await invite('twice@example.org', 8);
    expect((await list()).filter((i) => i.email === 'twice@example.org')).toHaveLength(1);
    expect((await validate(first)).statusCode).toBe(404);
    expect((await validate(await linkTokenFor('twice@example.org'))).json()).toMatchObject({
      weeklyCommittedHours: 8,
    });
  });

  it('lists open invitations newest first, without tokens', async () => {
    await invite('older@example.org');
    clock.advanceBy(1000);
    await invite('newer@example.org');
    const all = await list();
    const emails = all.map((i) => i.email);
    expect(emails.indexOf('newer@example.org')).toBeLessThan(emails.indexOf('older@example.org'));
    for (const item of all)
      expect(Object.keys(item).sort()).toEqual([
        '_id',
        'createdDate',
        'email',
        'expiration',
        'isCancelled',
        'weeklyCommittedHours',
      ]);
  });
});

describe('validating a link', () => {
  it('names why a link cannot be used', async () => {
    const missing = await validate('no-such-token');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'NOT_FOUND',
      message: setupMessages.invalidLinkReason('NOT_FOUND'),
      code: 'NOT_FOUND',
    });

    await invite('late@example.org');
    const token = await linkTokenFor('late@example.org');
    clock.advanceBy(21 * DAY + 1000);
    const expired = await validate(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'EXPIRED', code: 'EXPIRED' });
    expect((await setUp(token)).json()).toMatchObject({
      error: setupMessages.serverTokenExpired,
      code: 'EXPIRED',
    });
  });
});

describe('cancelling and refreshing', () => {
  it('cancels by id; a refresh sends a new link and revives the invitation', async () => {
    await invite('maybe@example.org', 12);
    const oldToken = await linkTokenFor('maybe@example.org');
    const { _id } = (await listed('maybe@example.org'))!;

    const cancelled = await post('/api/cancelSetupInvitationToken', { _id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ invitation: { _id, isCancelled: true } });
    expect((await validate(oldToken)).json()).toMatchObject({ error: 'CANCELLED' });
    expect((await setUp(oldToken)).json()).toMatchObject({ error: 'CANCELLED' });

    clock.advanceBy(DAY);
    const refreshed = await post('/api/refreshSetupInvitationToken', { _id });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      invitation: {
        _id,
        isCancelled: false,
        expiration: new Date(clock.now().getTime() + 21 * DAY).toISOString(),
      },
    });
    const newToken = await linkTokenFor('maybe@example.org');
    expect(newToken).not.toBe(oldToken);
    expect((await validate(oldToken)).statusCode).toBe(404);
    expect((await validate(newToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown invitation and 403 without postUserProfile', async () => {
    const unknown = await post('/api/cancelSetupInvitationToken', {
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    await invite('kept@example.org');
    const { _id } = (await listed('kept@example.org'))!;
    const volunteer = await t.signedIn('Volunteer');
    expect((await post('/api/cancelSetupInvitationToken', { _id }, volunteer.headers)).statusCode).toBe(403);
    expect((await post('/api/refreshSetupInvitationToken', { _id }, volunteer.headers)).statusCode).toBe(403);
    expect(await listed('kept@example.org')).toMatchObject({ isCancelled: false });
  });
});

describe('the profile set-up', () => {
  it('creates the Volunteer with the defaults, for the invited address, and signs them in', async () => {
    await invite('Jane.Setup@example.org', 17);
    const token = await linkTokenFor('jane.setup@example.org');
    const res = await setUp(token);
    expect(res.statusCode).toBe(200);
    const { token: session } = res.json<{ token: string }>();
    expect(decodeJwt(session)).toMatchObject({
      role: 'Volunteer',
      email: 'jane.setup@example.org',
      firstName: 'Jane',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: session } }))
        .statusCode,
    ).toBe(200);

    const [user] = await db.select().from(users).where(eq(users.email, 'jane.setup@example.org'));
    expect(user).toMatchObject({
      role: 'Volunteer',
      firstName: 'Jane',
      lastName: 'Van Der Berg',
      jobTitle: ['Graphic Designer'],
      phoneNumber: ['+1 555 010 9999'],
      collaborationPreference: 'Zoom',
      weeklyCommittedHours: 17,
      timeZone: 'Europe/Amsterdam',
      privacyEmail: true,
      privacyPhoneNumber: false,
      locationUserProvided: 'Amsterdam, Netherlands',
      locationLat: 52.37,
      homeCountry: 'Netherlands',
      isActive: true,
      mustChangePassword: false,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const membership = await db
      .select({ name: projects.name })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.userId, user!.id));
    expect(membership).toEqual([{ name: 'Orientation and Initial Setup' }]);

    const [notice] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, ['org-inbox@example.org']));
    expect(notice?.subject).toBe('NEW USER REGISTERED: Jane Van Der Berg');
    expect(notice?.text).toContain('jane.setup@example.org');
    expect(notice?.text).toContain('To do:');

    const reused = await validate(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: 'SETUP_ALREADY_COMPLETED',
      code: 'SETUP_ALREADY_COMPLETED',
    });
    expect((await setUp(token)).json()).toMatchObject({ error: 'SETUP_ALREADY_COMPLETED' });
    expect(await listed('jane.setup@example.org')).toBeUndefined();
    const [completed] = await db
      .select()
      .from(setupInvitations)
      .where(eq(setupInvitations.email, 'jane.setup@example.org'));
    expect(completed?.completedAt).not.toBeNull();
  });

  it('joins the existing orientation project and falls back to Pacific time', async () => {
    await invite('second@example.org');
    const res = await setUp(await linkTokenFor('second@example.org'), { timeZone: '' });
    expect(res.statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, 'second@example.org'));
    expect(user?.timeZone).toBe('America/Los_Angeles');
    const orientation = await db
      .select()
      .from(projects)
      .where(eq(sql`lower(${projects.name})`, 'orientation and initial setup'));
    expect(orientation).toHaveLength(1);
  });

  it('gives a session that may only set up the second factor when the Owner requires it of Volunteers', async () => {
    const owner = await t.signedIn('Owner');
    const policy = (requiredRoles: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/2fa/policy',
        headers: owner.headers,
        payload: { requiredRoles },
      });
    expect((await policy(['Volunteer'])).statusCode).toBe(200);
    try {
      await invite('guarded@example.org');
      const res = await setUp(await linkTokenFor('guarded@example.org'));
      expect(res.statusCode).toBe(200);
      const body = res.json<{ twoFactorSetupRequired: true; token: string }>();
      expect(Object.keys(body)).toEqual(['twoFactorSetupRequired', 'token']);
      const setupOnly = { authorization: body.token };
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: setupOnly });
      expect((await get('/api/roles')).statusCode).toBe(403);
      expect((await get('/api/auth/2fa')).json()).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
        requiredByPolicy: true,
      });
      expect((await post('/api/auth/2fa/setup', {}, setupOnly)).statusCode).toBe(200);
    } finally {
      expect((await policy([])).statusCode).toBe(200);
    }
  });

  it('refuses an unknown token, a taken address and an invalid form with the original texts', async () => {
    const unknown = await setUp('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: setupMessages.serverInvalidToken });

    await invite('race@example.org');
    const token = await linkTokenFor('race@example.org');
    await t.createUser({ email: 'race@example.org' });
    const taken = await setUp(token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      error: setupMessages.serverEmailInUse,
      message: setupMessages.emailInUse,
    });

    const invalid = await setUp(token, { firstName: 'R2D2' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: setupMessages.firstNameInvalid, field: 'firstName' });
  });
});

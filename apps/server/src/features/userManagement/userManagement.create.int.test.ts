import { passwordMessages, profileMessages } from '@hgn/domain/messages';
import { userManagementMessages as msg } from '@hgn/domain/userManagement';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { committedHoursChanges, users } from '../users/users.table.js';

const t = await createTestApp();
const { db } = t.database;

let owner: Awaited<ReturnType<typeof t.signedIn>>;
let admin: Awaited<ReturnType<typeof t.signedIn>>;

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  admin = await t.signedIn('Administrator');
});

const create = (body: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/userprofile', headers, payload: body });

const userCount = async () =>
  (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n;
const outboxCount = async () =>
  (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(emailOutbox))[0]!.n;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: `ana-${Math.random().toString(36).slice(2, 8)}@example.org`,
  role: 'Volunteer',
  weeklycommittedHours: 12,
  jobTitle: 'Gardener',
  ...overrides,
});

describe('POST /api/userprofile', () => {
  it('creates the user with a one-time password that leads to the forced change', async () => {
    const input = newUser({ firstName: 'Una', lastName: 'Once' });
    const res = await create(input);
    expect(res.statusCode).toBe(200);
    const { _id, temporaryPassword } = res.json<{ _id: string; temporaryPassword: string }>();
    expect(temporaryPassword).toMatch(/^\S{16}$/);

    const [row] = await db.select().from(users).where(eq(users.id, _id));
    expect(row).toMatchObject({
      email: input.email,
      role: 'Volunteer',
      weeklyCommittedHours: 12,
      jobTitle: ['Gardener'],
      mustChangePassword: true,
      isActive: true,
      isVisible: true,
    });
    expect(row?.passwordHash).not.toContain(temporaryPassword);
    const history = await db
      .select()
      .from(committedHoursChanges)
      .where(eq(committedHoursChanges.userId, _id));
    expect(history.map((entry) => entry.hours)).toEqual([12]);

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(sql`${input.email} = any(${emailOutbox.to})`);
    expect(mail?.text).toContain(temporaryPassword);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: temporaryPassword },
      remoteAddress: '198.51.100.7',
    });
    expect(signIn.json()).toMatchObject({ new: true, userId: _id });
  });

  it('accepts a chosen strong password and refuses a weak one', async () => {
    const chosen = await create(newUser({ firstName: 'Cho', password: 'Chosen!pass9' }));
    expect(chosen.json()).toMatchObject({ temporaryPassword: 'Chosen!pass9' });
    expect((await create(newUser({ firstName: 'Weak', password: 'weak' }))).statusCode).toBe(400);
  });

  it('creates Mentors invisible', async () => {
    const { _id } = (await create(newUser({ firstName: 'Menna', role: 'Mentor' }))).json<{ _id: string }>();
    const [row] = await db.select({ isVisible: users.isVisible }).from(users).where(eq(users.id, _id));
    expect(row?.isVisible).toBe(false);
  });

  it('refuses an e-mail in use, in any case, with type email', async () => {
    const taken = newUser({ firstName: 'First', lastName: 'Taker' });
    await create(taken);
    const [users0, mails0] = [await userCount(), await outboxCount()];
    const res = await create(newUser({ firstName: 'Second', email: taken.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'email', error: msg.emailTaken });
    expect([await userCount(), await outboxCount()]).toEqual([users0, mails0]);
  });

  it('refuses a repeated full name unless a duplicate name is allowed', async () => {
    await create(newUser({ firstName: 'Dana', lastName: 'Double' }));
    const before = await userCount();
    const res = await create(newUser({ firstName: ' dana ', lastName: 'DOUBLE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'name', error: msg.nameTaken });
    expect(await userCount()).toBe(before);
    const allowed = await create(
      newUser({ firstName: 'Dana', lastName: 'Double', allowsDuplicateName: true }),
    );
    expect(allowed.statusCode).toBe(200);
  });

  it("answers bad input with 400 and the profile's words, writing nothing", async () => {
    const before = await userCount();
    const noName = await create(newUser({ firstName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(profileMessages.firstNameRequired);
    expect((await create(newUser({ email: 'not-an-email' }))).body).toContain(profileMessages.emailInvalid);
    const unknownRole = await create(newUser({ role: 'Wizard' }));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ message: msg.roleUnknown });
    expect(await userCount()).toBe(before);
  });

  it('lets only someone allowed to manage Owners create an Owner', async () => {
    const before = await userCount();
    const refused = await create(newUser({ firstName: 'Otto', role: 'Owner' }));
    expect(refused.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await create(newUser({ firstName: 'Otto', role: 'Owner' }), owner.headers)).statusCode).toBe(200);
  });

  it("writes the rest of the original form's profile, refusing the whole creation for a field the creator may not set", async () => {
    const team = (
      await t.app.inject({
        method: 'POST',
        url: '/api/team',
        headers: owner.headers,
        payload: { teamName: 'Create Crew', isActive: true },
      })
    ).json<{ _id: string }>();
    const creator = await t.signedIn('Volunteer', { frontPermissions: ['postUserProfile'] });
    const before = [await userCount(), await outboxCount()];
    const refused = await create(newUser({ teams: [team] }), creator.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', field: 'teams' });
    expect([await userCount(), await outboxCount()]).toEqual(before);

    const res = await create(
      newUser({ phoneNumber: '15550001111', timeZone: 'Asia/Tokyo' }),
      creator.headers,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, res.json<{ _id: string }>()._id));
    expect(row).toMatchObject({ phoneNumber: ['15550001111'], timeZone: 'Asia/Tokyo' });
  });

  it('refuses callers without postUserProfile, writing nothing', async () => {
    const before = [await userCount(), await outboxCount()];
    for (const role of ['Volunteer', 'Manager', 'Core Team'] as const) {
      const caller = await t.signedIn(role);
      expect((await create(newUser(), caller.headers)).statusCode, role).toBe(403);
    }
    expect([(await userCount()) - 3, await outboxCount()]).toEqual(before);
  });
});

describe('DELETE /api/userprofile/:userId', () => {
  const remove = (userId: string, option: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/userprofile/${userId}`, headers, payload: { option } });

  it('deletes the user and their own records', async () => {
    const user = await t.createUser();
    const res = await remove(user.id, 'delete');
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('archives a user: inactive, kept, and no longer listed', async () => {
    const user = await t.createUser({ firstName: 'Arlo', lastName: 'Kept' });
    expect((await remove(user.id, 'archive')).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: false, inactiveReason: 'Separated' });
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/userprofile/page?search=arlo',
      headers: admin.headers,
    });
    expect(page.json()).toMatchObject({ total: 0 });
  });

  it('refuses an unknown option, an unknown user and oneself', async () => {
    const user = await t.createUser();
    expect((await remove(user.id, 'shred')).statusCode).toBe(400);
    expect((await remove('00000000-0000-4000-8000-000000000000', 'delete')).statusCode).toBe(404);
    expect((await remove('nope', 'delete')).statusCode).toBe(404);
    expect((await remove(admin.id, 'delete')).statusCode).toBe(400);
  });

  it('refuses callers without deleteUserProfile, Owners for non-Owner-managers and protected accounts for non-Owners', async () => {
    const user = await t.createUser();
    const manager = await t.signedIn('Manager');
    expect((await remove(user.id, 'delete', manager.headers)).statusCode).toBe(403);
    const anOwner = await t.createUser({ role: 'Owner' });
    expect((await remove(anOwner.id, 'delete')).statusCode).toBe(403);
    const isProtected = await t.createUser({ isProtected: true });
    const res = await remove(isProtected.id, 'archive');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: passwordMessages.protectedAccount });
    const rows = await db
      .select({ id: users.id, archivedAt: users.archivedAt })
      .from(users)
      .where(sql`${users.id} in (${user.id}, ${anOwner.id}, ${isProtected.id})`);
    expect(rows.map((row) => row.archivedAt)).toEqual([null, null, null]);
    expect((await remove(isProtected.id, 'archive', owner.headers)).statusCode).toBe(200);
  });
});

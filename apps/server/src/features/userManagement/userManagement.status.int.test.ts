import { passwordMessages } from '@hgn/domain/messages';
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import { userManagementMessages as msg, type UserPageJson } from '@hgn/domain/userManagement';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';

// Sessions are checked against the real time, so the clock stands still at the real now.
const t = await createTestApp({ clock: fixedClock(Date.now()) });
const { db } = t.database;
const today = pacificDate(t.clock.now());
const day = (offset: number) => addPacificDays(today, offset);

let owner: Awaited<ReturnType<typeof t.signedIn>>;
let admin: Awaited<ReturnType<typeof t.signedIn>>;

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  admin = await t.signedIn('Administrator');
});

const change = (
  userId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method: 'PATCH', url: `/api/userProfile/${userId}`, headers, payload: body });

const statusOf = async (userId: string) => {
  const [row] = await db
    .select({
      isActive: users.isActive,
      inactiveReason: users.inactiveReason,
      endDate: users.endDate,
      reactivationDate: users.reactivationDate,
      isFinalDaySet: users.isFinalDaySet,
      archivedAt: users.archivedAt,
      version: users.version,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

const mailsAbout = async (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.text} like ${`%${email}%`}`);

describe('PATCH /api/userProfile/:userId', () => {
  it('deactivates with the final day and tells Owners and the team managers', async () => {
    const user = await t.createUser();
    const [team] = await db
      .insert(teams)
      .values({ name: `Team ${user.id}` })
      .returning({ id: teams.id });
    const manager = await t.createUser({ role: 'Manager' });
    const outsider = await t.createUser({ role: 'Manager' });
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: user.id },
      { teamId: team!.id, userId: manager.id },
    ]);
    const res = await change(user.id, { action: 'DEACTIVATE', endDate: today });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'status updated' });
    expect(await statusOf(user.id)).toMatchObject({
      isActive: false,
      inactiveReason: 'Separated',
      endDate: today,
      version: 1,
    });
    const [mail] = await mailsAbout(user.email);
    expect(mail?.to).toEqual(expect.arrayContaining([owner.email, manager.email]));
    expect(mail?.to).not.toContain(outsider.email);
  });

  it('schedules a final day: still active until then', async () => {
    const user = await t.createUser();
    expect((await change(user.id, { action: 'SCHEDULE_DEACTIVATION', endDate: day(30) })).statusCode).toBe(
      200,
    );
    expect(await statusOf(user.id)).toMatchObject({
      isActive: true,
      inactiveReason: 'ScheduledSeparation',
      endDate: day(30),
      isFinalDaySet: true,
    });
  });

  it('pauses until a day, and activation clears every lifecycle field', async () => {
    const user = await t.createUser();
    expect(
      (await change(user.id, { action: 'PAUSE', reactivationDate: `${day(14)}T12:00:00.000Z` })).statusCode,
    ).toBe(200);
    expect(await statusOf(user.id)).toMatchObject({
      isActive: false,
      inactiveReason: 'Paused',
      reactivationDate: day(14),
    });
    expect((await change(user.id, { action: 'ACTIVATE' })).statusCode).toBe(200);
    expect(await statusOf(user.id)).toMatchObject({
      isActive: true,
      inactiveReason: null,
      reactivationDate: null,
      endDate: null,
      isFinalDaySet: false,
    });
  });

  it('refuses missing or impossible dates with 400 and changes nothing', async () => {
    const user = await t.createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'DEACTIVATE' }, msg.endDateRequired],
      [{ action: 'SCHEDULE_DEACTIVATION', endDate: day(-1) }, msg.endDateInPast],
      [{ action: 'PAUSE' }, msg.reactivationDateRequired],
      [{ action: 'PAUSE', reactivationDate: today }, msg.reactivationDateNotFuture],
      [{ action: 'PAUSE', reactivationDate: 'next week' }, msg.invalidDate],
    ];
    for (const [body, message] of cases) {
      const res = await change(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await change(user.id, { action: 'EXPLODE' })).statusCode).toBe(400);
    expect(await statusOf(user.id)).toMatchObject({ isActive: true, inactiveReason: null, version: 0 });
  });

  it('refuses callers without the status rights, writing nothing', async () => {
    const user = await t.createUser();
    const mailsBefore = await mailsAbout(user.email);
    const callers = [
      await t.signedIn('Volunteer'),
      await t.signedIn('Manager'),
      // changeUserStatus alone is not enough: the final day needs setFinalDay too.
      await t.signedIn('Volunteer', { frontPermissions: ['changeUserStatus'] }),
    ];
    for (const caller of callers)
      expect(
        (await change(user.id, { action: 'DEACTIVATE', endDate: today }, caller.headers)).statusCode,
      ).toBe(403);
    expect(await statusOf(user.id)).toMatchObject({ isActive: true, version: 0 });
    expect(await mailsAbout(user.email)).toEqual(mailsBefore);
  });

  it('lets the pause button pause and resume, and nothing more', async () => {
    const pauser = await t.signedIn('Volunteer', { frontPermissions: ['interactWithPauseUserButton'] });
    const user = await t.createUser();
    const deactivate = await change(user.id, { action: 'DEACTIVATE', endDate: today }, pauser.headers);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toMatchObject({ error: msg.pauseOnly });
    expect((await change(user.id, { action: 'ACTIVATE' }, pauser.headers)).statusCode).toBe(403);
    expect(
      (await change(user.id, { action: 'PAUSE', reactivationDate: day(7) }, pauser.headers)).statusCode,
    ).toBe(200);
    expect((await change(user.id, { action: 'ACTIVATE' }, pauser.headers)).statusCode).toBe(200);
    expect(await statusOf(user.id)).toMatchObject({ isActive: true, inactiveReason: null });
  });

  it('keeps protected accounts for Owners and Owner accounts for those who manage Owners', async () => {
    const isProtected = await t.createUser({ isProtected: true });
    const res = await change(isProtected.id, { action: 'PAUSE', reactivationDate: day(7) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: passwordMessages.protectedAccount });
    const anOwner = await t.createUser({ role: 'Owner' });
    expect((await change(anOwner.id, { action: 'PAUSE', reactivationDate: day(7) })).statusCode).toBe(403);
    expect(await statusOf(isProtected.id)).toMatchObject({ isActive: true, version: 0 });
    expect(await statusOf(anOwner.id)).toMatchObject({ isActive: true, version: 0 });
    expect(
      (await change(isProtected.id, { action: 'PAUSE', reactivationDate: day(7) }, owner.headers)).statusCode,
    ).toBe(200);
  });

  it('refuses a change of one’s own status, an Owner’s too, writing nothing', async () => {
    for (const self of [await t.signedIn('Administrator'), await t.signedIn('Owner')]) {
      const mailsBefore = await mailsAbout(self.email);
      for (const body of [
        { action: 'DEACTIVATE', endDate: today },
        { action: 'SCHEDULE_DEACTIVATION', endDate: day(7) },
        { action: 'PAUSE', reactivationDate: day(7) },
      ]) {
        const res = await change(self.id.toUpperCase(), body, self.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: msg.cannotChangeOwnStatus });
      }
      expect(await statusOf(self.id)).toMatchObject({ isActive: true, isFinalDaySet: false, version: 0 });
      expect(await mailsAbout(self.email)).toEqual(mailsBefore);
    }
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await change('00000000-0000-4000-8000-000000000000', { action: 'ACTIVATE' })).statusCode).toBe(
      404,
    );
    expect((await change('not-an-id', { action: 'ACTIVATE' })).statusCode).toBe(404);
  });
});

describe('restoring an archived user', () => {
  const archivedUser = async (fields: { firstName?: string; lastName?: string } = {}) => {
    const user = await t.createUser(fields);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/userprofile/${user.id}`,
      headers: admin.headers,
      payload: { option: 'archive' },
    });
    expect(res.statusCode).toBe(200);
    return user;
  };

  const listed = async (status: string, search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/userprofile/page?status=${status}&search=${search}`,
      headers: admin.headers,
    });
    return res.json<UserPageJson>().items.map((item) => item.email);
  };

  it('activates the account, clears the archive and tells management', async () => {
    const user = await archivedUser({ firstName: 'Rhea', lastName: 'Restored' });
    expect(await listed('archived', 'rhea')).toEqual([user.email]);
    const res = await change(user.id, { action: 'ACTIVATE' });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(user.id)).toMatchObject({
      isActive: true,
      inactiveReason: null,
      endDate: null,
      archivedAt: null,
    });
    expect(await listed('archived', 'rhea')).toEqual([]);
    expect(await listed('active', 'rhea')).toEqual([user.email]);
    const [mail] = await mailsAbout(user.email);
    expect(mail?.to).toContain(owner.email);
  });

  it('refuses every other status change with 400 until restored, changing nothing', async () => {
    const user = await archivedUser();
    const before = await statusOf(user.id);
    for (const body of [
      { action: 'PAUSE', reactivationDate: day(7) },
      { action: 'DEACTIVATE', endDate: today },
      { action: 'SCHEDULE_DEACTIVATION', endDate: day(30) },
    ]) {
      const res = await change(user.id, body);
      expect(res.statusCode, body.action).toBe(400);
      expect(res.json()).toMatchObject({ message: msg.archivedRestoreFirst });
    }
    expect(await statusOf(user.id)).toEqual(before);
    expect(before?.archivedAt).toBeInstanceOf(Date);
    expect(await mailsAbout(user.email)).toEqual([]);
  });

  it('needs the full status right: the pause button does not restore', async () => {
    const user = await archivedUser();
    const before = await statusOf(user.id);
    const volunteer = await t.signedIn('Volunteer');
    const pauser = await t.signedIn('Volunteer', { frontPermissions: ['interactWithPauseUserButton'] });
    expect((await change(user.id, { action: 'ACTIVATE' }, volunteer.headers)).statusCode).toBe(403);
    const res = await change(user.id, { action: 'ACTIVATE' }, pauser.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: msg.pauseOnly });
    expect(await statusOf(user.id)).toEqual(before);
    expect(await mailsAbout(user.email)).toEqual([]);
  });

  it('keeps archived Owners for those who manage Owners', async () => {
    const anOwner = await t.createUser({ role: 'Owner', isActive: false, archivedAt: new Date() });
    expect((await change(anOwner.id, { action: 'ACTIVATE' })).statusCode).toBe(403);
    expect(await statusOf(anOwner.id)).toMatchObject({ isActive: false, version: 0 });
    expect((await change(anOwner.id, { action: 'ACTIVATE' }, owner.headers)).statusCode).toBe(200);
    expect(await statusOf(anOwner.id)).toMatchObject({ isActive: true, archivedAt: null });
  });

  it('still deletes an archived user for good', async () => {
    const user = await archivedUser();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/userprofile/${user.id}`,
      headers: admin.headers,
      payload: { option: 'delete' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(user.id)).toBeUndefined();
  });
});

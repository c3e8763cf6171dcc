import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import type { TimeOffRequestsByUserJson } from '@hgn/domain/timeOff';
import { timeOffRequests } from './timeOff.table.js';

const t = await createTestApp();

describe('GET /api/getTimeOffRequests', () => {
  let volunteer: Awaited<ReturnType<typeof t.signedIn>>;
  let other: { id: string };

  beforeAll(async () => {
    volunteer = await t.signedIn('Volunteer');
    other = await t.createUser();
    await t.database.db.insert(timeOffRequests).values([
      {
        userId: volunteer.id,
        startingDate: '2026-12-13',
        endingDate: '2026-12-26',
        durationWeeks: 2,
        reason: 'Later',
      },
      {
        userId: volunteer.id,
        startingDate: '2026-11-29',
        endingDate: '2026-12-05',
        durationWeeks: 1,
        reason: 'Sooner',
      },
      {
        userId: other.id,
        startingDate: '2026-07-05',
        endingDate: '2026-07-11',
        durationWeeks: 1,
        reason: 'Summer',
      },
    ]);
  });

  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/getTimeOffRequests', headers });

  it('gives a volunteer their own requests only, keyed by their id, soonest first', async () => {
    const res = await list(volunteer.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<TimeOffRequestsByUserJson>();
    expect(Object.keys(body)).toEqual([volunteer.id]);
    expect(body[volunteer.id]).toEqual([
      {
        _id: expect.any(String) as string,
        requestFor: volunteer.id,
        startingDate: '2026-11-29T08:00:00.000Z',
        endingDate: '2026-12-05T08:00:00.000Z',
        duration: 1,
        reason: 'Sooner',
        reasonType: 'vacationTime',
      },
      expect.objectContaining({ reason: 'Later', duration: 2, startingDate: '2026-12-13T08:00:00.000Z' }),
    ]);
  });

  it('gives everyone’s requests to a caller who manages time off', async () => {
    const admin = await t.signedIn('Administrator');
    const body = (await list(admin.headers)).json<TimeOffRequestsByUserJson>();
    expect(Object.keys(body).sort()).toEqual([volunteer.id, other.id].sort());
    // Summer time: 00:00 Pacific is 07:00 UTC.
    expect(body[other.id]?.[0]).toMatchObject({ reason: 'Summer', startingDate: '2026-07-05T07:00:00.000Z' });
  });

  it('gives everyone’s requests to whoever may manage them, an Owner without the permission too', async () => {
    const owner = await t.signedIn('Owner', { removedDefaultPermissions: ['manageTimeOffRequests'] });
    const body = (await list(owner.headers)).json<TimeOffRequestsByUserJson>();
    expect(Object.keys(body).sort()).toEqual([volunteer.id, other.id].sort());
  });

  it('answers an empty object to a caller without requests', async () => {
    const newcomer = await t.signedIn('Volunteer');
    expect((await list(newcomer.headers)).json()).toEqual({});
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});

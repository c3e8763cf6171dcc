import type { CommunityListingJson } from '@hgn/domain/communityPortal';
import { communityMessages } from '@hgn/domain/messages';
import type { Role } from '@hgn/domain/permissions';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { communityListings } from './events.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = { id: string; headers: Record<string, string> };

/** A user whose session opened the community portal (`POST /api/bm/login` naming `cp`). */
async function inCommunityPortal(role: Role): Promise<Caller> {
  const user = await t.signedIn(role);
  const res = await call(user, 'POST', '/api/bm/login', {
    email: user.email,
    password: TEST_PASSWORD,
    portal: 'cp',
  });
  const { token } = res.json<{ token: string }>();
  return { ...user, headers: { authorization: token } };
}

let owner: Caller;
let administrator: Caller;
let manager: Caller;
let buildingOnly: Caller;

const rows = async (kind: 'event' | 'activity') =>
  (await db.select({ n: count() }).from(communityListings).where(eq(communityListings.kind, kind)))[0]!.n;

const listing = (fields: object = {}) => ({
  title: 'Harvest supper',
  description: 'Food from the garden, shared.',
  location: 'Community hall',
  startsAt: '2026-12-05T18:00:00.000Z',
  endsAt: '2026-12-05T21:00:00.000Z',
  ...fields,
});

beforeAll(async () => {
  [owner, administrator, manager, buildingOnly] = await Promise.all([
    inCommunityPortal('Owner'),
    inCommunityPortal('Administrator'),
    inCommunityPortal('Manager'),
    t.inBuildingPortal('Owner'),
  ]);
});

describe.each([
  ['events', 'event'],
  ['activities', 'activity'],
] as const)('the community portal %s', (path, kind) => {
  const url = `/api/communityportal/${path}`;

  it('are listed soonest first to anyone in the portal; an empty list at first', async () => {
    expect((await call(manager, 'GET', url)).json()).toEqual([]);
    const later = await call(
      owner,
      'POST',
      url,
      listing({ title: 'Later', startsAt: '2027-01-02T10:00:00Z', endsAt: '2027-01-02T11:00:00Z' }),
    );
    const sooner = await call(administrator, 'POST', url, listing({ title: 'Sooner' }));
    expect([later.statusCode, sooner.statusCode]).toEqual([201, 201]);
    const list = (await call(manager, 'GET', url)).json<CommunityListingJson[]>();
    expect(list.map((item) => item.title)).toEqual(['Sooner', 'Later']);
    expect(list[0]).toEqual({
      ...listing({ title: 'Sooner' }),
      _id: sooner.json<CommunityListingJson>()._id,
    });
  });

  it('are edited and deleted by Owners and Administrators', async () => {
    const created = (await call(owner, 'POST', url, listing())).json<CommunityListingJson>();
    const edited = await call(
      administrator,
      'PUT',
      `${url}/${created._id}`,
      listing({ title: 'Moved supper', location: 'Barn' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: created._id, title: 'Moved supper', location: 'Barn' });
    const before = await rows(kind);
    const removed = await call(owner, 'DELETE', `${url}/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect(await rows(kind)).toBe(before - 1);
    expect((await call(owner, 'DELETE', `${url}/${created._id}`)).statusCode).toBe(404);
  });

  it('refuses others with 403 and sessions outside the portal with 403, writing nothing', async () => {
    const created = (await call(owner, 'POST', url, listing())).json<CommunityListingJson>();
    const before = await rows(kind);
    expect((await call(manager, 'POST', url, listing())).statusCode).toBe(403);
    expect(
      (await call(manager, 'PUT', `${url}/${created._id}`, listing({ title: 'Mine now' }))).statusCode,
    ).toBe(403);
    expect((await call(manager, 'DELETE', `${url}/${created._id}`)).statusCode).toBe(403);
    expect((await call(buildingOnly, 'GET', url)).statusCode).toBe(403);
    expect((await call(buildingOnly, 'POST', url, listing())).statusCode).toBe(403);
    expect(await rows(kind)).toBe(before);
    const [row] = await db.select().from(communityListings).where(eq(communityListings.id, created._id));
    expect(row?.title).toBe('Harvest supper');
  });

  it.each([
    [{ title: ' ' }, 'title', communityMessages.titleRequired],
    [{ startsAt: 'tomorrow' }, 'startsAt', communityMessages.startsInvalid],
    [{ endsAt: '' }, 'endsAt', communityMessages.endsInvalid],
    [{ endsAt: '2026-12-05T17:00:00Z' }, 'endsAt', communityMessages.endsBeforeStart],
  ])('refuses %j with 400 naming %s, writing nothing', async (change, field, message) => {
    const before = await rows(kind);
    const res = await call(owner, 'POST', url, listing(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(await rows(kind)).toBe(before);
  });

  it('answers hostile input with 400 and unknown ids with 404, never 5xx', async () => {
    const before = await rows(kind);
    for (const body of [
      listing({ title: ['x'] }),
      listing({ description: 'x'.repeat(20_000) }),
      listing({ location: 'Hall\u0000' }),
      listing({ startsAt: 5 }),
    ])
      expect((await call(owner, 'POST', url, body)).statusCode).toBe(400);
    expect(await rows(kind)).toBe(before);
    for (const id of [crypto.randomUUID(), 'abc'])
      expect((await call(owner, 'PUT', `${url}/${id}`, listing())).statusCode).toBe(404);
  });
});

it('keeps events and activities apart: an event is no activity', async () => {
  const event = (
    await call(owner, 'POST', '/api/communityportal/events', listing())
  ).json<CommunityListingJson>();
  expect((await call(owner, 'DELETE', `/api/communityportal/activities/${event._id}`)).statusCode).toBe(404);
});

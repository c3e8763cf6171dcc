import type { MapEntryJson, MapLocationsJson, MapUserJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages } from '@hgn/domain/messages';
import { gunzipSync } from 'node:zlib';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { users } from '../users/users.table.js';
import { mapLocations } from './mapLocations.table.js';

const t = await createTestApp({ config: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' } });
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;

const entries = async () => (await db.select({ n: count() }).from(mapLocations))[0]?.n ?? 0;
const list = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/api/mapLocations');
  expect(res.statusCode).toBe(200);
  return res.json<MapLocationsJson>();
};
const countryCount = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/getTotalCountryCount' });
  expect(res.statusCode).toBe(200);
  return res.json<{ CountryCount: number }>().CountryCount;
};

const place = (country: string, lat = 10, lng = 20) => ({
  userProvided: `Somewhere in ${country}`,
  coords: { lat, lng },
  country,
  city: 'Capital',
});
const person = (overrides: object = {}) => ({
  firstName: 'Maya',
  lastName: 'Mapper',
  jobTitle: 'Gardener',
  location: place('Kenya', -1.29, 36.82),
  ...overrides,
});
const add = (caller: Caller, body: object) => call(caller, 'PUT', '/api/mapLocations', body);
const added = async (body: object = person()) => {
  const res = await add(owner, body);
  expect(res.statusCode).toBe(200);
  return res.json<MapEntryJson>();
};

/** A volunteer with a place and `hours` of logged time of the given tangibility. */
async function volunteerWith(hours: number, fields: Parameters<typeof t.createUser>[0], isTangible = true) {
  const user = await t.createUser({
    locationUserProvided: 'Lisbon',
    locationLat: 38.72,
    locationLng: -9.14,
    locationCountry: 'Portugal',
    locationCity: 'Lisbon',
    jobTitle: ['Carpenter', 'Painter'],
    timeZone: 'Europe/Lisbon',
    ...fields,
  });
  if (hours > 0)
    await db.insert(timeEntries).values([
      { personId: user.id, dateOfWork: '2026-01-05', totalSeconds: (hours * 3600) / 2, isTangible },
      { personId: user.id, dateOfWork: '2026-03-02', totalSeconds: (hours * 3600) / 2, isTangible },
    ]);
  return user;
}

beforeAll(async () => {
  [owner, admin, manager, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Manager'),
    t.signedIn('Volunteer'),
  ]);
});

describe('GET /api/mapLocations and /api/getTotalCountryCount', () => {
  it('shows volunteers with coordinates and at least 10 tangible hours, and counts their countries', async () => {
    expect(await countryCount()).toBe(0);
    const onMap = await volunteerWith(10, { firstName: 'Tess', lastName: 'Tangible' });
    await volunteerWith(9.5, { firstName: 'Nina', lastName: 'Nearly' });
    await volunteerWith(40, { firstName: 'Ivan', lastName: 'Intangible' }, false);
    await volunteerWith(20, {
      firstName: 'Pat',
      lastName: 'Placeless',
      locationLat: null,
      locationLng: null,
    });
    await volunteerWith(12, {
      firstName: 'Bea',
      lastName: 'Brazil',
      locationCountry: 'Brazil',
      locationLat: -23.55,
      locationLng: -46.63,
    });

    const { users: people, mUsers } = await list(volunteer);
    expect(mUsers).toEqual([]);
    expect(people.map((p) => p.firstName).sort()).toEqual(['Bea', 'Tess']);
    expect(people.find((p) => p._id === onMap.id)).toEqual<MapUserJson>({
      _id: onMap.id,
      firstName: 'Tess',
      lastName: 'Tangible',
      jobTitle: 'Carpenter',
      isActive: true,
      location: {
        userProvided: 'Lisbon',
        coords: { lat: 38.72, lng: -9.14 },
        country: 'Portugal',
        city: 'Lisbon',
      },
      type: 'user',
      timeZone: 'Europe/Lisbon',
      __v: 0,
    });
    expect(await countryCount()).toBe(2);
  });

  it('sends a large map gzipped to a client that accepts it, and as it is to one that does not', async () => {
    await db.insert(mapLocations).values(
      Array.from({ length: 120 }, (_, i) => ({
        firstName: `Zipped${i}`,
        lastName: 'Entry',
        jobTitle: 'Gardener',
        locationUserProvided: `Somewhere in Kenya ${i}`,
        locationLat: -1 - i / 100,
        locationLng: 36,
        locationCountry: 'Kenya',
        locationCity: 'Capital',
      })),
    );
    const get = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/mapLocations',
        headers: { ...owner.headers, 'accept-encoding': acceptEncoding },
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    const zipped = await get('gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(
      plain.json<MapLocationsJson>().mUsers.filter((entry) => entry.firstName.startsWith('Zipped')),
    ).toHaveLength(120);
    await db.delete(mapLocations).where(like(mapLocations.firstName, 'Zipped%'));
  });

  it('answers the tile service configured, to signed-in callers only', async () => {
    const res = await call(volunteer, 'GET', '/api/mapLocations/tiles');
    expect(res.json()).toEqual({ tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example.org",
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/mapLocations/tiles' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mapLocations' })).statusCode).toBe(401);
  });
});

describe('PUT /api/mapLocations', () => {
  it('lets the Owner add a manual entry, which is listed and counted', async () => {
    const before = await countryCount();
    const entry = await added(person({ firstName: '  Maya ', location: place('Kenya', -1.29, 36.82) }));
    expect(entry).toMatchObject({
      firstName: 'Maya',
      lastName: 'Mapper',
      jobTitle: 'Gardener',
      isActive: false,
      type: 'm_user',
      title: 'Prior to HGN Data Collection',
      location: { userProvided: 'Somewhere in Kenya', coords: { lat: -1.29, lng: 36.82 }, country: 'Kenya' },
    });
    expect((await list(volunteer)).mUsers).toContainEqual(entry);
    expect(await countryCount()).toBe(before + 1);
    await added(person({ location: place('kenya', 1, 1) }));
    expect(await countryCount()).toBe(before + 1);
  });

  it('refuses everyone but the Owner with 403, writing nothing', async () => {
    const before = await entries();
    for (const caller of [admin, manager, volunteer]) {
      const res = await add(caller, person());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/mapLocations', payload: person() })).statusCode,
    ).toBe(401);
    expect(await entries()).toBe(before);
  });

  it.each([
    ['a blank first name', { firstName: '   ' }, 'firstName', mapLocationsMessages.invalidInformation],
    ['no last name', { lastName: undefined }, 'lastName', mapLocationsMessages.invalidInformation],
    ['a job title of the wrong type', { jobTitle: 42 }, 'jobTitle', mapLocationsMessages.invalidInformation],
    [
      'a blank location text',
      { location: { ...place('Peru'), userProvided: ' ' } },
      'location.userProvided',
      mapLocationsMessages.invalidInformation,
    ],
    ['no location', { location: undefined }, 'location', mapLocationsMessages.coordinatesRequired],
    [
      'no coordinates',
      { location: { userProvided: 'Lima' } },
      'location.coords',
      mapLocationsMessages.coordinatesRequired,
    ],
    [
      'a latitude past the pole',
      { location: place('Peru', 90.5, 0) },
      'location.coords.lat',
      mapLocationsMessages.coordinatesRequired,
    ],
    [
      'a longitude past the date line',
      { location: place('Peru', 0, -180.01) },
      'location.coords.lng',
      mapLocationsMessages.coordinatesRequired,
    ],
    [
      'a latitude given as text',
      { location: { ...place('Peru'), coords: { lat: '12', lng: 3 } } },
      'location.coords.lat',
      mapLocationsMessages.coordinatesRequired,
    ],
  ])('refuses %s with 400 naming the field', async (_what, change, field, message) => {
    const before = await entries();
    const res = await add(owner, person(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, error: message });
    expect(await entries()).toBe(before);
  });

  it('refuses hostile input with 400, never 5xx', async () => {
    const before = await entries();
    for (const body of [
      person({ firstName: 'x'.repeat(101) }),
      person({ lastName: 'Nul\u0000Byte' }),
      person({ location: { ...place('Peru'), city: 'y'.repeat(5000) } }),
      person({ location: { ...place('Peru'), coords: { lat: Number.NaN, lng: 1 } } }),
      [],
    ]) {
      const res = await add(owner, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await entries()).toBe(before);
  });

  it('adds each of ten concurrent identical requests once', async () => {
    const before = await entries();
    const body = person({ firstName: 'Concurrent' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(owner, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((r) => r.json<MapEntryJson>()._id)).size).toBe(10);
    expect(await entries()).toBe(before + 10);
  });
});

describe('PATCH /api/mapLocations', () => {
  it("lets the Owner edit a manual entry's name, title and place, listed at once", async () => {
    const entry = await added();
    expect((await list(volunteer)).mUsers).toContainEqual(entry);
    const res = await call(owner, 'PATCH', '/api/mapLocations', {
      ...person({ firstName: 'Mira', jobTitle: 'Builder', location: place('Chile', -33.45, -70.66) }),
      _id: entry._id.toUpperCase(),
      type: 'm_user',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...entry,
      firstName: 'Mira',
      jobTitle: 'Builder',
      location: place('Chile', -33.45, -70.66),
      __v: 1,
    });
    expect((await list(volunteer)).mUsers).toContainEqual(res.json());
  });

  it('refuses with 409 an edit of a manual entry made from an older copy; of ten at once one wins', async () => {
    const entry = await added();
    expect(entry.__v).toBe(0);
    const edit = (firstName: string, version: number) =>
      call(owner, 'PATCH', '/api/mapLocations', {
        ...person({ firstName }),
        _id: entry._id,
        type: 'm_user',
        __v: version,
      });
    expect((await edit('Nova', 0)).statusCode).toBe(200);
    const stale = await edit('Olda', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE' });
    const concurrent = await Promise.all(Array.from({ length: 10 }, (_, i) => edit(`Ten${i}`, 1)));
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: 9 }, () => 409),
    ]);
    const [row] = await db.select().from(mapLocations).where(eq(mapLocations.id, entry._id));
    expect(row).toMatchObject({ version: 2 });
    expect(row?.firstName).toMatch(/^Ten\d$/);
  });

  it("edits a volunteer's profile: name, first job title and place", async () => {
    const user = await volunteerWith(11, { firstName: 'Ed', lastName: 'Edited' });
    const res = await call(owner, 'PATCH', '/api/mapLocations', {
      ...person({ firstName: 'Eddie', jobTitle: 'Mason', location: place('Ghana', 5.6, -0.19) }),
      _id: user.id,
      type: 'user',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<MapUserJson>()).toMatchObject({
      _id: user.id,
      firstName: 'Eddie',
      lastName: 'Mapper',
      jobTitle: 'Mason',
      type: 'user',
      location: place('Ghana', 5.6, -0.19),
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ jobTitle: ['Mason', 'Painter'], locationCountry: 'Ghana', locationLat: 5.6 });
  });

  it("reports a change to a protected account's map details to the organisation inbox, once", async () => {
    const user = await volunteerWith(11, { firstName: 'Pia', lastName: 'Protected', isProtected: true });
    const edit = (firstName: string) =>
      call(owner, 'PATCH', '/api/mapLocations', { ...person({ firstName }), _id: user.id, type: 'user' });
    const notices = async () =>
      (await db.select().from(emailOutbox)).filter((m) => m.text.includes(user.email));
    expect((await edit('Pia')).statusCode).toBe(200);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: 'One Community: Protected Account Has Been Updated' });
    expect(notice?.text).toContain('Fields changed: lastName, jobTitle, location.');
    expect((await edit('Pia')).statusCode).toBe(200);
    expect(await notices()).toHaveLength(1);
  });

  it("refuses with 409 an edit made from a copy older than the volunteer's profile, changing nothing", async () => {
    const user = await volunteerWith(11, { firstName: 'Vera', lastName: 'Version' });
    const shown = (await list(owner)).users.find((p) => p._id === user.id);
    expect(shown?.__v).toBe(0);
    const edit = (firstName: string, version: number | undefined) =>
      call(owner, 'PATCH', '/api/mapLocations', {
        ...person({ firstName }),
        _id: user.id,
        type: 'user',
        __v: version,
      });
    const first = await edit('Vesna', 0);
    expect(first.statusCode).toBe(200);
    expect(first.json<MapUserJson>().__v).toBe(1);
    const stale = await edit('Valda', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Vesna', version: 1 });
    const concurrent = await Promise.all(Array.from({ length: 10 }, (_, i) => edit(`Ten${i}`, 1)));
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: 9 }, () => 409),
    ]);
    expect((await edit('Vera', undefined)).statusCode).toBe(200);
    expect((await edit('Vera', -1)).statusCode).toBe(400);
  });

  it('answers 404 for an id that names no one of that kind', async () => {
    const entry = await added();
    for (const [id, type] of [
      [entry._id, 'user'],
      [owner.id, 'm_user'],
      ['not-a-uuid', 'm_user'],
      ['00000000-0000-4000-8000-000000000000', 'user'],
    ]) {
      const res = await call(owner, 'PATCH', '/api/mapLocations', { ...person(), _id: id, type });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MAP_PERSON_NOT_FOUND' });
    }
  });

  it('refuses everyone but the Owner with 403 and a bad kind with 400, changing nothing', async () => {
    const entry = await added();
    for (const caller of [admin, manager, volunteer]) {
      const res = await call(caller, 'PATCH', '/api/mapLocations', {
        ...person({ firstName: 'Changed' }),
        _id: entry._id,
        type: 'm_user',
      });
      expect(res.statusCode).toBe(403);
    }
    const bad = await call(owner, 'PATCH', '/api/mapLocations', {
      ...person(),
      _id: entry._id,
      type: 'robot',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'type', error: mapLocationsMessages.invalidInformation });
    const [row] = await db.select().from(mapLocations).where(eq(mapLocations.id, entry._id));
    expect(row?.firstName).toBe('Maya');
  });
});

describe('DELETE /api/mapLocations/:id', () => {
  it('lets an Owner or an Administrator remove a manual entry', async () => {
    for (const caller of [owner, admin]) {
      const entry = await added();
      const res = await call(caller, 'DELETE', `/api/mapLocations/${entry._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The location was successfully removed!' });
      expect((await list(volunteer)).mUsers.map((p) => p._id)).not.toContain(entry._id);
    }
  });

  it('refuses everyone else with 403, removing nothing', async () => {
    const entry = await added();
    const before = await entries();
    for (const caller of [manager, volunteer]) {
      const res = await call(caller, 'DELETE', `/api/mapLocations/${entry._id}`);
      expect(res.statusCode).toBe(403);
    }
    expect(await entries()).toBe(before);
  });

  it('answers 404 for unknown ids, ids that are not uuids and volunteers', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', volunteer.id]) {
      const res = await call(owner, 'DELETE', `/api/mapLocations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MAP_PERSON_NOT_FOUND' });
    }
    expect((await call(owner, 'DELETE', '/api/mapLocations/%00')).statusCode).toBe(400);
  });

  it('removes an entry once under ten concurrent requests', async () => {
    const entry = await added();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'DELETE', `/api/mapLocations/${entry._id}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 9 }, () => 404)]);
  });
});

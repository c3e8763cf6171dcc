import { ObjectId } from 'bson';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { OLD_PASSWORD, sampleOrganisation, writeDump, quiet } from '../../test/hgnDump.js';
import { timeEntries } from '../features/timeEntries/timeEntries.table.js';
import { recordParamsOf } from '../platform/http/original-ids.js';
import { hgnOrigins } from './hgnOrigins.table.js';
import { createOriginalIds } from './originalIds.js';
import { runImport } from './runImport.js';

const webDist = await mkdtemp(path.join(tmpdir(), 'hgn-web-'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>HGN</title>');

const t = await createTestApp({ config: { webDist } });
/** A database no organisation was imported into: what every path answers without this reading. */
const plain = await createTestApp({ config: { webDist } });

const { ids, collections } = sampleOrganisation();
await runImport(
  t.database.db,
  { folder: await writeDump(collections, 'bson'), yes: false, dryRun: false, now: new Date() },
  quiet,
);

const localIdOf = async (collection: string, original: ObjectId) => {
  const [row] = await t.database.db
    .select({ localId: hgnOrigins.localId })
    .from(hgnOrigins)
    .where(and(eq(hgnOrigins.collection, collection), eq(hgnOrigins.originalId, original.toHexString())));
  return row!.localId;
};

const signInImported = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: OLD_PASSWORD },
  });
  return { headers: { authorization: res.json<{ token: string }>().token } };
};
const owner = await signInImported('olive.owner@example.org');
const volunteer = await signInImported('val@example.org');
const plainOwner = await plain.signedIn('Owner');
// The import keeps HGN's Owner role as HGN stored it; an Administrator has this product's rights.
const admin = await t.signedIn('Administrator');
const plainAdmin = await plain.signedIn('Administrator');

/** The ObjectId as an old link may spell it: in capitals. */
const shouted = (original: ObjectId) => original.toHexString().toUpperCase();
const unknownObjectId = () => new ObjectId().toHexString();

describe('a path naming an imported record by its HGN ObjectId', () => {
  it('answers the person, team, project, WBS and task exactly as their own ids do', async () => {
    const pairs: Array<[byObjectId: string, byId: string]> = [
      [
        `/api/userprofile/${shouted(ids.volunteer)}`,
        `/api/userprofile/${await localIdOf('userProfiles', ids.volunteer)}`,
      ],
      [`/api/team/${shouted(ids.teamOne)}`, `/api/team/${await localIdOf('teams', ids.teamOne)}`],
      [`/api/project/${ids.food.toHexString()}`, `/api/project/${await localIdOf('projects', ids.food)}`],
      [`/api/wbs/${ids.food.toHexString()}`, `/api/wbs/${await localIdOf('projects', ids.food)}`],
      [`/api/wbsId/${shouted(ids.wbs)}`, `/api/wbsId/${await localIdOf('wbs', ids.wbs)}`],
      [`/api/task/${shouted(ids.task)}`, `/api/task/${await localIdOf('tasks', ids.task)}`],
      [
        `/api/tasks/${ids.wbs.toHexString()}/2/${ids.task.toHexString()}`,
        `/api/tasks/${await localIdOf('wbs', ids.wbs)}/2/${await localIdOf('tasks', ids.task)}`,
      ],
    ];
    for (const [byObjectId, byId] of pairs) {
      const read = await t.call(owner, 'GET', byObjectId);
      const expected = await t.call(owner, 'GET', byId);
      expect(read.statusCode, `${byObjectId}: ${read.body}`).toBe(200);
      expect(read.json(), byObjectId).toEqual(expected.json());
    }
  });

  it('is read before the guard, so a person reaches their own record by its ObjectId', async () => {
    const res = await t.call(volunteer, 'GET', `/api/badge/badgecount/${ids.volunteer.toHexString()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 4 });
  });

  it('changes the same row: a time entry edited and another deleted through their ObjectIds', async () => {
    // Val's entry of 2026-11-04 on Food Garden (HGN wrote its day as 'Nov-04-26').
    const entry = collections.timeEntries![2]!;
    const entryId = await localIdOf('timeEntries', entry._id as ObjectId);
    const res = await t.call(admin, 'PUT', `/api/TimeEntry/${shouted(entry._id as ObjectId)}`, {
      personId: await localIdOf('userProfiles', ids.volunteer),
      dateOfWork: '2026-11-04',
      hours: 1,
      minutes: 30,
      projectId: await localIdOf('projects', ids.food),
      notes: 'Edited through its old id: weeded the north beds and wrote it up at https://example.org/beds',
      isTangible: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: entryId });
    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, entryId));
    expect(row!.notes).toContain('Edited through its old id');

    const other = collections.timeEntries![3]!;
    const otherId = await localIdOf('timeEntries', other._id as ObjectId);
    const removed = await t.call(admin, 'DELETE', `/api/TimeEntry/${(other._id as ObjectId).toHexString()}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, otherId))).toEqual([]);
  });

  it('answers an ObjectId of no imported record as before, never with a 5xx', async () => {
    const unknown = unknownObjectId();
    for (const [method, url] of [
      ['GET', `/api/userprofile/${unknown}`],
      ['GET', `/api/team/${unknown}`],
      ['GET', `/api/project/${unknown}`],
      ['GET', `/api/wbsId/${unknown}`],
      ['GET', `/api/task/${unknown}`],
      ['GET', `/api/informations/${unknown}`],
      ['DELETE', `/api/TimeEntry/${unknown}`],
      ['PUT', `/api/team/${unknown}`],
    ] as const) {
      const body = method === 'PUT' ? { teamName: 'Renamed' } : undefined;
      const res = await t.call(admin, method, url, body);
      const before = await plain.call(plainAdmin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([before.statusCode, before.json()]);
    }
  });

  it('reads nothing in a database no organisation was imported into', async () => {
    const res = await plain.call(plainOwner, 'GET', `/api/userprofile/${ids.owner.toHexString()}`);
    const notAnId = await plain.call(plainOwner, 'GET', '/api/userprofile/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(notAnId.json());
  });

  it('leaves a parameter that names no record as it is written', async () => {
    const name = ids.owner.toHexString();
    const res = await t.call(owner, 'GET', `/api/userprofile/name/${name}`);
    const before = await plain.call(plainOwner, 'GET', `/api/userprofile/name/${name}`);
    expect([res.statusCode, res.json()]).toEqual([before.statusCode, before.json()]);
  });
});

describe('an ObjectId recorded under several collections', () => {
  it('names a top-level collection’s row before an embedded item’s, then the first collection by name', async () => {
    const [shared, embedded] = [unknownObjectId(), unknownObjectId()];
    const [zeta, alpha, item, beta] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.database.db.insert(hgnOrigins).values([
      { collection: 'zeta', originalId: shared, localId: zeta, digest: '-' },
      { collection: 'alpha', originalId: shared, localId: alpha, digest: '-' },
      { collection: 'alpha.items', originalId: embedded, localId: item, digest: '-' },
      { collection: 'beta', originalId: embedded, localId: beta, digest: '-' },
    ]);
    const resolve = createOriginalIds(t.database.db);
    expect(await resolve([shared, embedded, unknownObjectId()])).toEqual(
      new Map([
        [shared, alpha],
        [embedded, beta],
      ]),
    );
  });
});

describe('the parameters read as record ids', () => {
  /** Parameters that name no record: words, dates, levels. */
  const NOT_IDS = new Set([
    'name',
    'searchText',
    'searchName',
    'roleName',
    'tag',
    'type',
    'location',
    'jobName',
    'level',
    'fromDate',
    'toDate',
  ]);

  it('are every parameter named id or …Id; every other one names no record', () => {
    expect(recordParamsOf('/api/tasks/:wbsId/:level/:motherId')).toEqual(['wbsId', 'motherId']);
    expect(recordParamsOf('/api/reports/recepients/:userid')).toEqual(['userid']);
    const others = t.routes.flatMap(({ url }) =>
      [...url.matchAll(/:(\w+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !recordParamsOf(`:${name}`).length),
    );
    expect(others.filter((name) => !NOT_IDS.has(name))).toEqual([]);
  });
});

describe('a page of the app named by an ObjectId', () => {
  it('is redirected to the page of the imported record, keeping the query', async () => {
    const userId = await localIdOf('userProfiles', ids.owner);
    const res = await t.app.inject({ method: 'GET', url: `/userprofile/${shouted(ids.owner)}?tab=1` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/userprofile/${userId}?tab=1`);
    const wbs = await t.app.inject({
      method: 'GET',
      url: `/wbs/tasks/${ids.wbs.toHexString()}/${ids.food.toHexString()}/Beds`,
    });
    expect(wbs.headers.location).toBe(
      `/wbs/tasks/${await localIdOf('wbs', ids.wbs)}/${await localIdOf('projects', ids.food)}/Beds`,
    );
  });

  it('leads only to a path of this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: `//evil.example/${ids.owner.toHexString()}` });
    expect(res.headers.location).toBe(`/evil.example/${await localIdOf('userProfiles', ids.owner)}`);
  });

  it('is served as it is when the ObjectId names no imported record', async () => {
    for (const url of [`/userprofile/${unknownObjectId()}`, '/userprofile/not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});

import {
  BADGE_NUMBER_MAX,
  badgeSchemaMessages,
  MAX_BADGE_COUNT,
  type BadgeCollectionItemJson,
  type BadgeDefinitionJson,
} from '@hgn/domain/badges';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { badgeCounts, badges, userBadges } from './badges.table.js';

const t = await createTestApp();
const { db } = t.database;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let volunteer: Caller;

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const { call } = t;

const badgeRows = async () => (await db.select({ n: count() }).from(badges))[0]?.n ?? 0;

const createBadge = async (fields: Record<string, unknown>) => {
  const res = await call(owner, 'POST', '/api/badge', { imageUrl: PNG, ...fields });
  expect(res.statusCode).toBe(201);
  return res.json<BadgeDefinitionJson>();
};

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  volunteer = await t.signedIn('Volunteer');
});

describe('badge definitions', () => {
  it('creates a badge with every field of the model and lists it', async () => {
    const created = await createBadge({
      badgeName: 'Food 100',
      type: 'Total Hrs in Category',
      category: 'Food',
      totalHrs: 100,
      ranking: 3,
      description: 'A hundred hours of food work',
      showReport: true,
    });
    expect(created).toMatchObject({
      badgeName: 'Food 100',
      category: 'Food',
      totalHrs: 100,
      ranking: 3,
      showReport: true,
      project: null,
    });
    expect(created).not.toHaveProperty('weeks');
    const list = (await call(owner, 'GET', '/api/badge')).json<BadgeDefinitionJson[]>();
    expect(list.map((b) => b.badgeName)).toContain('Food 100');
  });

  it('sorts the list by ranking, then name', async () => {
    await createBadge({ badgeName: 'Zed', ranking: 1, type: 'Custom' });
    await createBadge({ badgeName: 'Alpha', ranking: 1, type: 'Custom' });
    const names = (await call(owner, 'GET', '/api/badge'))
      .json<BadgeDefinitionJson[]>()
      .map((b) => b.badgeName);
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('Zed'));
    expect(names.indexOf('Zed')).toBeLessThan(names.indexOf('Food 100'));
  });

  it('refuses a name taken ignoring case with 400, writing nothing', async () => {
    const before = await badgeRows();
    const res = await call(owner, 'POST', '/api/badge', { badgeName: 'FOOD 100' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BADGE_NAME_TAKEN',
      message: 'Another badge already has this name.',
    });
    expect(await badgeRows()).toBe(before);
  });

  it('refuses bad input with 400 and an unknown project with 404', async () => {
    const before = await badgeRows();
    for (const payload of [
      { badgeName: 'X1', type: 'Shiny' },
      { badgeName: 'X2', category: 'Space' },
      { badgeName: 'X3', imageUrl: 'javascript:alert(1)' },
      { badgeName: 'X4', imageUrl: 'http://example.org/a.png' },
      { badgeName: 'X5', ranking: 1.5 },
      {},
    ]) {
      const res = await call(owner, 'POST', '/api/badge', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownProject = { badgeName: 'X6', project: '2f1a7c53-62a4-4d5c-8c3e-0c5c0e0e0e0e' };
    const unknown = await call(owner, 'POST', '/api/badge', unknownProject);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND', field: 'project' });
    expect(await badgeRows()).toBe(before);
  });

  it('refuses rankings and figures beyond their bounds with 400 stating the bound, on create and update', async () => {
    const badge = await createBadge({ badgeName: 'Bounded', type: 'Custom', ranking: 4 });
    const before = await badgeRows();
    for (const field of ['ranking', 'multiple', 'weeks', 'months', 'totalHrs', 'people'] as const) {
      const max = BADGE_NUMBER_MAX[field].toLocaleString('en-US');
      for (const value of [3_000_000_000, 1e308, -1]) {
        const created = await call(owner, 'POST', '/api/badge', {
          badgeName: `Huge ${field}`,
          [field]: value,
        });
        const updated = await call(owner, 'PUT', `/api/badge/${badge._id}`, { [field]: value });
        for (const res of [created, updated]) {
          expect(res.statusCode, `${field} ${value}`).toBe(400);
          expect(res.json()).toMatchObject({
            field,
            message: `Please enter a whole number from 0 to ${max}.`,
          });
        }
      }
    }
    expect(await badgeRows()).toBe(before);
    const [row] = await db.select().from(badges).where(eq(badges.id, badge._id));
    expect(row?.ranking).toBe(4);
  });

  it('refuses callers without the badge permissions with 403, writing nothing', async () => {
    const before = await badgeRows();
    expect((await call(volunteer, 'GET', '/api/badge')).statusCode).toBe(403);
    expect((await call(volunteer, 'POST', '/api/badge', { badgeName: 'Sneaky' })).statusCode).toBe(403);
    const target = await createBadge({ badgeName: 'Target', type: 'Custom' });
    expect(
      (await call(volunteer, 'PUT', `/api/badge/${target._id}`, { badgeName: 'Renamed' })).statusCode,
    ).toBe(403);
    expect((await call(volunteer, 'DELETE', `/api/badge/${target._id}`)).statusCode).toBe(403);
    expect(await badgeRows()).toBe(before + 1);
    const [row] = await db.select().from(badges).where(eq(badges.id, target._id));
    expect(row?.name).toBe('Target');
  });

  it('updates what is sent of a badge, keeping the rest, refusing a name another badge has', async () => {
    const badge = await createBadge({
      badgeName: 'Old name',
      type: 'Custom',
      category: 'Food',
      description: 'Kept',
      showReport: true,
    });
    const res = await call(owner, 'PUT', `/api/badge/${badge._id}`, { badgeName: 'New name', ranking: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Badge successfully updated' });
    const taken = await call(owner, 'PUT', `/api/badge/${badge._id}`, { badgeName: 'alpha' });
    expect(taken.statusCode).toBe(400);
    const [row] = await db.select().from(badges).where(eq(badges.id, badge._id));
    expect(row).toMatchObject({
      name: 'New name',
      ranking: 7,
      type: 'Custom',
      category: 'Food',
      description: 'Kept',
      imageUrl: PNG,
      showReport: true,
    });
    expect(
      (await call(owner, 'PUT', '/api/badge/2f1a7c53-62a4-4d5c-8c3e-0c5c0e0e0e0e', { ranking: 1 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('assigning badges', () => {
  let a: BadgeDefinitionJson;
  let b: BadgeDefinitionJson;
  let c: BadgeDefinitionJson;
  beforeAll(async () => {
    a = await createBadge({ badgeName: 'Assign A', type: 'Custom', ranking: 2 });
    b = await createBadge({ badgeName: 'Assign B', type: 'Custom', ranking: 1 });
    c = await createBadge({ badgeName: 'Assign C', type: 'Custom' });
  });

  const collectionOf = async (userId: string) =>
    db.select().from(userBadges).where(eq(userBadges.userId, userId));
  const badgeCountOf = async (userId: string) =>
    (await db.select({ n: badgeCounts.count }).from(badgeCounts).where(eq(badgeCounts.userId, userId)))[0]
      ?.n ?? 0;

  it('drops zero and unreadable counts, merges duplicates and adds the new counts to badgeCount', async () => {
    const person = await t.createUser();
    const res = await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [
        { badge: a._id, count: 2, earnedDate: [] },
        { badge: { _id: a._id }, count: 1 },
        { badge: b._id, count: 0 },
        { badge: c._id, count: 'NaN' },
      ],
      newBadges: 99,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toBe(person.id);
    const rows = await collectionOf(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ badgeId: a._id, count: 3 });
    expect(rows[0]?.earnedDates).toHaveLength(3);
    expect(await badgeCountOf(person.id)).toBe(3);
  });

  it('replaces the collection and counts only what was newly given', async () => {
    const person = await t.createUser();
    await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [
        { badge: a._id, count: 1 },
        { badge: b._id, count: 1 },
      ],
    });
    await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [
        { badge: a._id, count: 2 },
        { badge: c._id, count: 1 },
      ],
    });
    const rows = await collectionOf(person.id);
    expect(rows.map((r) => [r.badgeId, r.count]).sort()).toEqual(
      [
        [a._id, 2],
        [c._id, 1],
      ].sort(),
    );
    expect(await badgeCountOf(person.id)).toBe(4);
    const profile = (await call(owner, 'GET', `/api/userprofile/${person.id}`)).json<{
      badgeCollection: BadgeCollectionItemJson[];
    }>();
    expect(profile.badgeCollection.map((e) => e.badge.badgeName)).toEqual(['Assign A', 'Assign C']);
  });

  it('refuses a caller without assignBadges and an unknown badge, writing nothing', async () => {
    const person = await t.createUser();
    const refused = await call(volunteer, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: a._id, count: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: '2f1a7c53-62a4-4d5c-8c3e-0c5c0e0e0e0e', count: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await collectionOf(person.id)).toEqual([]);
    expect(await badgeCountOf(person.id)).toBe(0);
  });

  it('refuses a count out of range and a badge that is not an id with 400, writing nothing', async () => {
    const person = await t.createUser();
    await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: a._id, count: 2 }],
    });
    const before = await collectionOf(person.id);
    for (const count of [1e308, 1_000_000, MAX_BADGE_COUNT + 1, -5, '3000000000']) {
      const res = await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
        badgeCollection: [{ badge: a._id, count }],
      });
      expect(res.statusCode, String(count)).toBe(400);
      expect(res.json()).toMatchObject({ message: badgeSchemaMessages.countOutOfRange });
    }
    const notAnId = await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: 'not-a-uuid', count: 1 }],
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ message: badgeSchemaMessages.badgeInvalid });
    expect(await collectionOf(person.id)).toEqual(before);
    expect(await badgeCountOf(person.id)).toBe(2);
  });

  it('gives a badge up to the largest count, one earned date for each', async () => {
    const person = await t.createUser();
    const res = await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: b._id, count: MAX_BADGE_COUNT }],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await collectionOf(person.id);
    expect(row?.earnedDates).toHaveLength(MAX_BADGE_COUNT);
  });

  it('removes a deleted badge from every profile', async () => {
    const doomed = await createBadge({ badgeName: 'Doomed', type: 'Custom' });
    const person = await t.createUser();
    await call(owner, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badge: doomed._id, count: 1 }],
    });
    const res = await call(owner, 'DELETE', `/api/badge/${doomed._id}`);
    expect(res.statusCode).toBe(200);
    expect(await collectionOf(person.id)).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/badge/${doomed._id}`)).statusCode).toBe(404);
  });
});

describe('badge count', () => {
  it('lets a volunteer read and reset their own count, not another’s', async () => {
    await db.insert(badgeCounts).values({ userId: volunteer.id, count: 5 });
    expect((await call(volunteer, 'GET', `/api/badge/badgecount/${volunteer.id}`)).json()).toEqual({
      count: 5,
    });
    const other = await t.createUser();
    await db.insert(badgeCounts).values({ userId: other.id, count: 2 });
    expect((await call(volunteer, 'GET', `/api/badge/badgecount/${other.id}`)).statusCode).toBe(403);
    expect((await call(volunteer, 'PUT', `/api/badge/badgecount/reset/${other.id}`)).statusCode).toBe(403);
    expect(await db.select().from(badgeCounts).where(eq(badgeCounts.userId, other.id))).toEqual([
      { userId: other.id, count: 2 },
    ]);
    const reset = await call(volunteer, 'PUT', `/api/badge/badgecount/reset/${volunteer.id}`);
    expect(reset.statusCode).toBe(201);
    expect(reset.json()).toEqual({ count: 0 });
    expect((await call(owner, 'GET', `/api/badge/badgecount/${volunteer.id}`)).json()).toEqual({ count: 0 });
  });
});

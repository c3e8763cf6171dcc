import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { communityListings } from '../features/communityPortal/events.table.js';
import { seedCommunityPortal } from './demo-community-portal.js';

const t = await createTestApp();
const db = t.database.db;

const countOf = async (kind: string) =>
  (await db.select({ n: count() }).from(communityListings).where(eq(communityListings.kind, kind)))[0]!.n;

describe('the community portal demo', () => {
  it('adds upcoming events and activities once: a second run changes nothing', async () => {
    const owner = await t.createUser({ role: 'Owner' });
    const now = new Date('2026-11-27T12:00:00Z');
    await db.transaction((tx) => seedCommunityPortal(tx, now, owner.id));
    const first = await db.select().from(communityListings);
    expect(await countOf('event')).toBeGreaterThanOrEqual(3);
    expect(await countOf('activity')).toBeGreaterThanOrEqual(3);
    expect(first.every((row) => row.startsAt > now && row.endsAt > row.startsAt)).toBe(true);
    await db.transaction((tx) => seedCommunityPortal(tx, now, owner.id));
    expect(await db.select().from(communityListings)).toEqual(first);
  });
});

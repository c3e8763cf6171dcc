import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { badgeCounts, badges } from '../features/badges/badges.table.js';
import { projects } from '../features/projects/projects.table.js';
import { users } from '../features/users/users.table.js';

const t = await createTestApp();

describe('import-hgn: badges and awards', () => {
  it('numbers colliding badge names and makes a person’s awards of one badge one', async () => {
    const db = t.database.db;
    const lines = await importSample(db, 'bson');

    expect(lines).toMatch(/badges\s+3\s+3\s+0\s+0\s+0/);
    expect(lines).toContain('1 × badges: a name another badge has (ignoring case), numbered');
    expect(lines).toContain('1 × badges: a type this product does not have, made Custom');
    expect(lines).toMatch(/badge awards\s+4\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × badge awards: its badge is not in badges');
    expect(lines).toContain('1 × badge awards: its count is not a whole number above 0');
    expect(lines).toContain('1 × badge awards: a second award of the same badge, added to the first');

    const [food] = await db.select().from(projects).where(eq(projects.name, 'Food Garden'));
    const rows = await db
      .select({ name: badges.name, type: badges.type, ranking: badges.ranking, projectId: badges.projectId })
      .from(badges)
      .orderBy(asc(badges.name));
    expect(rows).toEqual([
      { name: '100 hours', type: 'Total Hrs in Category', ranking: 0, projectId: null },
      { name: 'First hour', type: 'Custom', ranking: 3, projectId: null },
      { name: 'first hour (2)', type: 'Custom', ranking: 0, projectId: food!.id },
    ]);
    const [val] = await db.select().from(users).where(eq(users.email, 'val@example.org'));
    expect(await db.select().from(badgeCounts).where(eq(badgeCounts.userId, val!.id))).toEqual([
      { userId: val!.id, count: 4 },
    ]);

    const get = await signedInReader(t.app, 'olive.owner@example.org');
    const profile = await get<{
      badgeCollection: Array<{
        badge: { badgeName: string };
        count: number;
        earnedDate: string[];
        featured: boolean;
      }>;
    }>(`/api/userprofile/${val!.id}`);
    expect(profile.badgeCollection).toHaveLength(1);
    expect(profile.badgeCollection[0]).toMatchObject({
      badge: { badgeName: 'First hour' },
      count: 3,
      earnedDate: ['Mar-04-25', '2023-Mar-05', 'Jun-01-25'],
      featured: true,
    });
    const list = await get<Array<{ badgeName: string }>>('/api/badge');
    expect(list.map((badge) => badge.badgeName).sort()).toEqual([
      '100 hours',
      'First hour',
      'first hour (2)',
    ]);
  });
});

import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import type { DbOrTransaction } from '../../db.js';
import { projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';
import { badgeCounts, badges, userBadges } from './badges.table.js';

export type BadgeRow = typeof badges.$inferSelect & { projectName: string | null };
export type BadgeValues = Omit<typeof badges.$inferInsert, 'id' | 'createdAt'>;
export type HeldBadgeRow = { badgeId: string; count: number; earnedDates: string[]; featured: boolean };

export function createBadgesRepo(db: DbOrTransaction) {
  const selectBadges = () =>
    db
      .select({
        id: badges.id,
        name: badges.name,
        type: badges.type,
        description: badges.description,
        imageUrl: badges.imageUrl,
        ranking: badges.ranking,
        category: badges.category,
        projectId: badges.projectId,
        showReport: badges.showReport,
        multiple: badges.multiple,
        weeks: badges.weeks,
        months: badges.months,
        totalHrs: badges.totalHrs,
        people: badges.people,
        createdAt: badges.createdAt,
        projectName: projects.name,
      })
      .from(badges)
      .leftJoin(projects, eq(projects.id, badges.projectId));

  return {
    /** A user's badges with their details, in the badge order of the spec: ranking ascending with 0 last, then name. */
    listBadgeCollectionOfUser: (userId: string) =>
      db
        .select({
          id: userBadges.id,
          count: userBadges.count,
          earnedDates: userBadges.earnedDates,
          featured: userBadges.featured,
          hasBadgeDeletionImpact: userBadges.hasBadgeDeletionImpact,
          lastModified: userBadges.lastModified,
          badge: {
            id: badges.id,
            name: badges.name,
            type: badges.type,
            imageUrl: badges.imageUrl,
            description: badges.description,
            ranking: badges.ranking,
            showReport: badges.showReport,
          },
        })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, userId))
        .orderBy(sql`${badges.ranking} = 0`, asc(badges.ranking), asc(badges.name)),

    /** Every badge in the management order of the original: ranking ascending, then name. */
    listBadges: (): Promise<BadgeRow[]> => selectBadges().orderBy(asc(badges.ranking), asc(badges.name)),

    findBadge: async (id: string): Promise<BadgeRow | undefined> =>
      (await selectBadges().where(eq(badges.id, id)))[0],

    isNameTakenIgnoringCase: async (name: string, exceptId?: string): Promise<boolean> => {
      const same = sql`lower(${badges.name}) = lower(${name})`;
      const rows = await db
        .select({ id: badges.id })
        .from(badges)
        .where(exceptId ? and(same, ne(badges.id, exceptId)) : same)
        .limit(1);
      return rows.length > 0;
    },

    projectExists: async (projectId: string): Promise<boolean> =>
      (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1))
        .length > 0,

    insertBadge: async (values: BadgeValues): Promise<string> => {
      const [row] = await db.insert(badges).values(values).returning({ id: badges.id });
      return row!.id;
    },

    updateBadge: async (id: string, values: Partial<BadgeValues>): Promise<boolean> =>
      (await db.update(badges).set(values).where(eq(badges.id, id)).returning({ id: badges.id })).length > 0,

    /** Removing a badge removes it from every profile (user_badges cascade). */
    deleteBadge: async (id: string): Promise<boolean> =>
      (await db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id })).length > 0,

    existingBadgeIds: async (ids: readonly string[]): Promise<Set<string>> =>
      ids.length === 0
        ? new Set()
        : new Set(
            (
              await db
                .select({ id: badges.id })
                .from(badges)
                .where(inArray(badges.id, [...ids]))
            ).map((r) => r.id),
          ),

    listHeldBadges: (userId: string): Promise<HeldBadgeRow[]> =>
      db
        .select({
          badgeId: userBadges.badgeId,
          count: userBadges.count,
          earnedDates: userBadges.earnedDates,
          featured: userBadges.featured,
        })
        .from(userBadges)
        .where(eq(userBadges.userId, userId))
        .for('update'),

    /** The badges each of these people holds, for the weekly award. */
    listHeldBadgesOf: (userIds: readonly string[]) =>
      db
        .select({
          userId: userBadges.userId,
          badgeId: userBadges.badgeId,
          count: userBadges.count,
          earnedDates: userBadges.earnedDates,
          featured: userBadges.featured,
        })
        .from(userBadges)
        .where(isAnyOfIds(userBadges.userId, userIds)),

    removeHeldBadges: (userId: string, badgeIds: readonly string[]) =>
      db
        .delete(userBadges)
        .where(and(eq(userBadges.userId, userId), inArray(userBadges.badgeId, [...badgeIds]))),

    removeHeldBadgesExcept: (userId: string, keep: readonly string[]) =>
      db
        .delete(userBadges)
        .where(
          keep.length === 0
            ? eq(userBadges.userId, userId)
            : and(eq(userBadges.userId, userId), notInArray(userBadges.badgeId, [...keep])),
        ),

    upsertHeldBadge: (userId: string, held: HeldBadgeRow, changed: boolean) =>
      db
        .insert(userBadges)
        .values({ userId, ...held })
        .onConflictDoUpdate({
          target: [userBadges.userId, userBadges.badgeId],
          set: {
            count: held.count,
            earnedDates: held.earnedDates,
            featured: held.featured,
            ...(changed ? { lastModified: sql`now()` } : {}),
          },
        }),

    /** The person's badge count (0 without a row), or undefined when the id names nobody. */
    readBadgeCount: async (userId: string): Promise<number | undefined> =>
      (
        await db
          .select({ count: sql<number>`coalesce(${badgeCounts.count}, 0)`.mapWith(Number) })
          .from(users)
          .leftJoin(badgeCounts, eq(badgeCounts.userId, users.id))
          .where(eq(users.id, userId))
      )[0]?.count,

    addToBadgeCount: (userId: string, added: number) =>
      db
        .insert(badgeCounts)
        .values({ userId, count: added })
        .onConflictDoUpdate({
          target: badgeCounts.userId,
          set: { count: sql`${badgeCounts.count} + excluded.count` },
        }),

    /** Back to 0: the person has seen their badges. */
    resetBadgeCount: (userId: string) => db.delete(badgeCounts).where(eq(badgeCounts.userId, userId)),
  };
}

export type BadgesRepo = ReturnType<typeof createBadgesRepo>;
export type BadgeCollectionRow = Awaited<ReturnType<BadgesRepo['listBadgeCollectionOfUser']>>[number];

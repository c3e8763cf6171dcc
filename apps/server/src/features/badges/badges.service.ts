import {
  mergeBadgeCollection,
  type AwardableBadge,
  type AwardChange,
  type BadgeCategory,
  type BadgeType,
  type assignBadgesInput,
  type BadgeCollectionItemJson,
  type BadgeDefinitionJson,
  type BadgeFields,
  type BadgeUpdate,
  badgeSchemaMessages,
} from '@hgn/domain/badges';
import { formatMMMDDYY } from '@hgn/domain/time';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { presentBadge, presentBadgeCollectionItem } from './badges.present.js';
import { createBadgesRepo, type BadgeValues, type HeldBadgeRow } from './badges.repo.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import type { UsersService } from '../users/users.service.js';
import type { DbOrTransaction } from '../../db.js';

const nameTaken = () =>
  new AppError({
    code: 'BADGE_NAME_TAKEN',
    field: 'badgeName',
    message: badgeSchemaMessages.nameTaken,
  });

const badgeNotFound = () => notFound('The badge', 'BADGE_NOT_FOUND');
const userNotFound = () => notFound('The user', 'USER_NOT_FOUND');

function toValues(fields: BadgeUpdate): Partial<BadgeValues> {
  const { badgeName, project, ...rest } = fields;
  const values: Partial<BadgeValues> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) Object.assign(values, { [key]: value });
  if (badgeName !== undefined) values.name = badgeName;
  if (project !== undefined) values.projectId = project;
  return values;
}

/** Badges are given to people, who live in the users feature. */
type BadgePeople = Pick<UsersService, 'countExistingUsers'>;

export function createBadgesService({ db, clock }: FeatureDeps, people: BadgePeople) {
  const repo = createBadgesRepo(db);

  const checkProject = async (project: string | null | undefined) => {
    if (project && !(await repo.projectExists(project)))
      throw new AppError({
        code: 'PROJECT_NOT_FOUND',
        field: 'project',
        message: badgeSchemaMessages.projectInvalid,
      });
  };

  const present = async (id: string): Promise<BadgeDefinitionJson> => {
    const row = await repo.findBadge(id);
    if (!row) throw badgeNotFound();
    return presentBadge(row);
  };

  return {
    listBadgeCollectionOfUser: async (userId: string): Promise<BadgeCollectionItemJson[]> =>
      (await repo.listBadgeCollectionOfUser(userId)).map(presentBadgeCollectionItem),

    listBadges: async (): Promise<BadgeDefinitionJson[]> => (await repo.listBadges()).map(presentBadge),

    create: async (fields: BadgeFields): Promise<BadgeDefinitionJson> => {
      if (await repo.isNameTakenIgnoringCase(fields.badgeName)) throw nameTaken();
      await checkProject(fields.project);
      const values = toValues(fields);
      return present(
        await refusedAs(
          () => repo.insertBadge({ ...values, name: fields.badgeName }),
          isUniqueViolation,
          nameTaken,
        ),
      );
    },

    update: async (id: string, change: BadgeUpdate): Promise<{ message: string }> => {
      if (!(await repo.findBadge(id))) throw badgeNotFound();
      if (change.badgeName !== undefined && (await repo.isNameTakenIgnoringCase(change.badgeName, id)))
        throw nameTaken();
      await checkProject(change.project);
      const values = toValues(change);
      if (Object.keys(values).length > 0)
        await refusedAs(() => repo.updateBadge(id, values), isUniqueViolation, nameTaken);
      return { message: 'Badge successfully updated' };
    },

    remove: async (id: string): Promise<{ message: string }> => {
      if (!(await repo.deleteBadge(id))) throw badgeNotFound();
      return { message: 'Badge successfully deleted and user profiles updated' };
    },

    /**
     * Replaces a volunteer's collection with the one sent (zero and unreadable counts dropped,
     * duplicates merged) and adds what was newly given to their badge count, in one transaction.
     */
    assign: async (userId: string, input: z.output<typeof assignBadgesInput>): Promise<string> => {
      if ((await people.countExistingUsers([userId])) === 0) throw userNotFound();
      const merged = mergeBadgeCollection(input.badgeCollection);
      const known = await repo.existingBadgeIds(merged.map((entry) => entry.badgeId));
      const unknown = merged.find((entry) => !known.has(entry.badgeId));
      if (unknown)
        throw new AppError({
          code: 'BADGE_NOT_FOUND',
          field: 'badgeCollection',
          message: 'One of the badges does not exist.',
        });
      const today = formatMMMDDYY(clock.now());
      await db.transaction(async (tx) => {
        const before = new Map(
          (await createBadgesRepo(tx).listHeldBadges(userId)).map((held) => [held.badgeId, held]),
        );
        let added = 0;
        await createBadgesRepo(tx).removeHeldBadgesExcept(
          userId,
          merged.map((entry) => entry.badgeId),
        );
        for (const entry of merged) {
          const previous = before.get(entry.badgeId);
          const gained = Math.max(0, entry.count - (previous?.count ?? 0));
          added += gained;
          const dates = entry.earnedDates.length > 0 ? entry.earnedDates : [...(previous?.earnedDates ?? [])];
          // Each newly given badge is dated today when the client sent no date for it.
          while (gained > 0 && dates.length < entry.count) dates.push(today);
          const held: HeldBadgeRow = {
            badgeId: entry.badgeId,
            count: entry.count,
            earnedDates: dates,
            featured: entry.featured,
          };
          const changed = !previous || previous.count !== entry.count || previous.featured !== entry.featured;
          await createBadgesRepo(tx).upsertHeldBadge(userId, held, changed);
        }
        if (added > 0) await createBadgesRepo(tx).addToBadgeCount(userId, added);
      });
      return userId;
    },

    /** Every badge the weekly job may give, with the figures its rule reads. */
    awardableBadges: async (): Promise<AwardableBadge[]> =>
      (await repo.listBadges()).map((badge) => ({
        id: badge.id,
        type: badge.type as BadgeType,
        multiple: badge.multiple,
        weeks: badge.weeks,
        months: badge.months,
        totalHrs: badge.totalHrs,
        people: badge.people,
        category: badge.category as BadgeCategory,
      })),

    /** The badges each of these people holds. */
    heldBadgesOf: async (reader: DbOrTransaction, userIds: readonly string[]) => {
      const held = new Map<string, HeldBadgeRow[]>(userIds.map((id) => [id, []]));
      for (const { userId, ...row } of await createBadgesRepo(reader).listHeldBadgesOf(userIds))
        held.get(userId)?.push(row);
      return held;
    },

    /**
     * Applies the weekly award's changes to what the volunteer holds (`held`, read in the same
     * transaction) and adds each badge given to their badge count. Returns how many were given.
     */
    applyAwards: async (
      tx: DbOrTransaction,
      userId: string,
      held: readonly HeldBadgeRow[],
      changes: readonly AwardChange[],
      earnedDate: string,
    ): Promise<number> => {
      const holding = new Map(held.map((row) => [row.badgeId, row]));
      const fresh = (badgeId: string): HeldBadgeRow => ({
        badgeId,
        count: 1,
        earnedDates: [earnedDate],
        featured: false,
      });
      let given = 0;
      for (const change of changes) {
        if (change.kind === 'collapse') {
          await createBadgesRepo(tx).removeHeldBadges(userId, change.removes);
          const kept = holding.get(change.badgeId);
          if (kept)
            await createBadgesRepo(tx).upsertHeldBadge(userId, { ...kept, count: 1 }, kept.count !== 1);
          continue;
        }
        if (change.kind === 'replace') await createBadgesRepo(tx).removeHeldBadges(userId, [change.replaces]);
        const previous = change.kind === 'increment' ? holding.get(change.badgeId) : undefined;
        const next = previous
          ? { ...previous, count: previous.count + 1, earnedDates: [...previous.earnedDates, earnedDate] }
          : fresh(change.badgeId);
        await createBadgesRepo(tx).upsertHeldBadge(userId, next, true);
        holding.set(change.badgeId, next);
        given += 1;
      }
      if (given > 0) await createBadgesRepo(tx).addToBadgeCount(userId, given);
      return given;
    },

    badgeCount: async (userId: string): Promise<{ count: number }> => {
      const count = await repo.readBadgeCount(userId);
      if (count === undefined) throw userNotFound();
      return { count };
    },

    resetBadgeCount: async (userId: string): Promise<{ count: 0 }> => {
      if ((await people.countExistingUsers([userId])) === 0) throw userNotFound();
      await repo.resetBadgeCount(userId);
      return { count: 0 };
    },

    /** The badge count a profile shows: 0 for a person without one. */
    badgeCountOf: async (userId: string): Promise<number> => (await repo.readBadgeCount(userId)) ?? 0,
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;

// Reads of the hours bookkeeping (`time_entry_totals`, kept by the triggers of migration 0012).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { projects } from '../projects/projects.table.js';
import { timeEntries, timeEntryTotals } from './timeEntries.table.js';

const secondsWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${timeEntryTotals.seconds}) filter (where ${condition}), 0)`.mapWith(Number);

/** The Sunday of an entry's Pacific week, as the triggers compute it. */
const weekStartOf = sql`${timeEntries.dateOfWork} - extract(dow from ${timeEntries.dateOfWork})::int`;

export function createTimeEntryTotalsRepo(db: DbOrTransaction) {
  return {
    /** Each person's seconds of active entries in the week starting `weekStart`: tangible ones, then all. */
    weekSecondsOf: (personIds: readonly string[], weekStart: string) =>
      db
        .select({
          personId: timeEntryTotals.personId,
          tangibleSeconds: secondsWhere(sql`${timeEntryTotals.isTangible}`),
          totalSeconds: sql<number>`sum(${timeEntryTotals.seconds})`.mapWith(Number),
        })
        .from(timeEntryTotals)
        .where(
          and(
            isAnyOfIds(timeEntryTotals.personId, personIds),
            eq(timeEntryTotals.weekStart, weekStart),
            eq(timeEntryTotals.isActive, true),
          ),
        )
        .groupBy(timeEntryTotals.personId)
        .having(sql`sum(${timeEntryTotals.seconds}) <> 0`),

    /** Each person's tangible seconds of active entries in each week from `fromWeek` through `toWeek`. */
    tangibleSecondsByWeekOf: (personIds: readonly string[], fromWeek: string, toWeek: string) =>
      db
        .select({
          personId: timeEntryTotals.personId,
          weekStart: timeEntryTotals.weekStart,
          seconds: sql<number>`sum(${timeEntryTotals.seconds})`.mapWith(Number),
        })
        .from(timeEntryTotals)
        .where(
          and(
            isAnyOfIds(timeEntryTotals.personId, personIds),
            sql`${timeEntryTotals.weekStart} between ${fromWeek} and ${toWeek}`,
            eq(timeEntryTotals.isActive, true),
            eq(timeEntryTotals.isTangible, true),
          ),
        )
        .groupBy(timeEntryTotals.personId, timeEntryTotals.weekStart),

    /** The most tangible seconds of active entries any one person logged in the week. */
    mostTangibleSecondsOfWeek: async (weekStart: string): Promise<number> => {
      const perPerson = db
        .select({ seconds: sql<number>`sum(${timeEntryTotals.seconds})`.as('seconds') })
        .from(timeEntryTotals)
        .where(
          and(
            eq(timeEntryTotals.weekStart, weekStart),
            eq(timeEntryTotals.isActive, true),
            eq(timeEntryTotals.isTangible, true),
          ),
        )
        .groupBy(timeEntryTotals.personId)
        .as('per_person');
      const [row] = await db
        .select({ most: sql<number>`coalesce(max(${perPerson.seconds}), 0)`.mapWith(Number) })
        .from(perPerson);
      return row?.most ?? 0;
    },

    /**
     * Each person's seconds of every entry (archived projects' too, as the profile counts them) by
     * tangibility and by the lowercase category of the project (null without one).
     */
    secondsByCategoryOf: (personIds: readonly string[]) =>
      db
        .select({
          personId: timeEntryTotals.personId,
          isTangible: timeEntryTotals.isTangible,
          category: sql<string | null>`lower(${projects.category})`,
          seconds: sql<number>`sum(${timeEntryTotals.seconds})`.mapWith(Number),
        })
        .from(timeEntryTotals)
        .leftJoin(projects, eq(projects.id, timeEntryTotals.projectId))
        .where(isAnyOfIds(timeEntryTotals.personId, personIds))
        .groupBy(timeEntryTotals.personId, timeEntryTotals.isTangible, sql`lower(${projects.category})`),

    /** The totals as the entries themselves give them, for checking the bookkeeping; zero rows left out. */
    recountedFromEntries: () =>
      db
        .select({
          personId: sql<string>`${timeEntries.personId}`,
          weekStart: sql<string>`(${weekStartOf})::text`,
          projectId: timeEntries.projectId,
          isTangible: timeEntries.isTangible,
          isActive: timeEntries.isActive,
          seconds: sql<number>`sum(${timeEntries.totalSeconds})`.mapWith(Number),
        })
        .from(timeEntries)
        .where(sql`${timeEntries.personId} is not null`)
        .groupBy(
          timeEntries.personId,
          weekStartOf,
          timeEntries.projectId,
          timeEntries.isTangible,
          timeEntries.isActive,
        ),

    /** The stored totals, zero rows left out, for comparing with `recountedFromEntries`. */
    stored: () =>
      db
        .select({
          personId: timeEntryTotals.personId,
          weekStart: timeEntryTotals.weekStart,
          projectId: timeEntryTotals.projectId,
          isTangible: timeEntryTotals.isTangible,
          isActive: timeEntryTotals.isActive,
          seconds: timeEntryTotals.seconds,
        })
        .from(timeEntryTotals)
        .where(sql`${timeEntryTotals.seconds} <> 0`),
  };
}

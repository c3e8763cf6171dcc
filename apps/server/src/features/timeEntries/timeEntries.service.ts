import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@hgn/domain/projects';
import {
  addPacificDays,
  civilDaysBetween,
  parseISODateOrThrow,
  weekRange,
  type WeekRange,
} from '@hgn/domain/time';
import {
  hoursOf,
  mayReadTimeEntriesOf,
  roundedHoursOf,
  type PersonTimeEntriesParams,
  type TimeEntryJson,
  type UsersTimeEntriesInput,
  type UsersTimeEntryJson,
  type UsersTotalHoursInput,
  type UsersTotalHoursJson,
} from '@hgn/domain/timeEntries';
import { noHoursByCategory, type HoursByCategoryJson, type ProfileTimeFiguresJson } from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { forbidden } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import { createTimeEntriesRepo } from './timeEntries.repo.js';
import { presentUsersTimeEntry } from './timeEntries.present.js';
import { userNotFound } from './timeEntries.refusals.js';
import { createTimeEntryReads } from './timeEntries.reads.js';
import {
  createTimeEntryWrites,
  type TimeEntryWriteSources,
  type TimerStopHook,
} from './timeEntries.writes.js';
import { createTimeEntryEditsRepo } from './timeEntryEdits.repo.js';
import { createTimeEntryReportsRepo } from './timeEntryReports.repo.js';
import { createTimeEntryTotalsRepo } from './timeEntryTotals.repo.js';
import { createVisiblePeopleRepo } from './visiblePeople.repo.js';

/** A person's tangible hours week by week (oldest first) and by project category. */
export type WeekCloseFigures = { weeklyHours: number[]; hoursByCategory: HoursByCategoryJson };

export type HoursOfWeek = { tangible: number; total: number };

/** The figures of logged time a profile shows (`userProfileJson`). */
/** How many closed weeks of tangible hours a profile lists, as the original keeps them. */
const SAVED_WEEKS = 200;

/** A project's category as the profile's list of tangible hours names it; time without one is unspecified. */
const categoryNameOf = (category: string | null): ProjectCategory =>
  PROJECT_CATEGORIES.find((name) => name.toLowerCase() === category) ?? 'Unspecified';

/** Time without a project, or of a project whose category has no key of its own, is unassigned. */
const categoryKeyOf = (category: string | null): keyof HoursByCategoryJson =>
  category !== null && category in noHoursByCategory()
    ? (category as keyof HoursByCategoryJson)
    : 'unassigned';

/** The tangible hours of each week from the first with any through the week before `thisWeek`, oldest first. */
function closedWeeksHours(secondsOfWeek: ReadonlyMap<string, number>, thisWeek: string): number[] {
  const [first] = [...secondsOfWeek]
    .filter(([week, seconds]) => week < thisWeek && seconds > 0)
    .map(([week]) => week)
    .sort();
  const hours: number[] = [];
  for (let week = first; week !== undefined && week < thisWeek; week = addPacificDays(week, 7))
    hours.push(roundedHoursOf(secondsOfWeek.get(week) ?? 0));
  return hours;
}

export function createTimeEntriesService(deps: FeatureDeps, sources: TimeEntryWriteSources) {
  const { db } = deps;
  const visiblePeople = createVisiblePeopleRepo(db);
  const timerStopHooks: TimerStopHook[] = [];

  /** Refused unless the caller may read the entries of every one of these people. */
  const requireReader = async (actor: Actor, ids: readonly string[]) => {
    // One's own time log needs no look-up of whom one sees.
    if (mayReadTimeEntriesOf(actor, ids, new Set())) return;
    const visible = await visiblePeople.visibleAmong(actor.userId, ids);
    if (!mayReadTimeEntriesOf(actor, ids, visible)) throw forbidden();
  };

  return {
    /** Time logged, changed and deleted (`timeEntries.writes.ts`). */
    writes: createTimeEntryWrites(deps, sources, timerStopHooks),

    /** The reads of logged time that reports make (`timeEntries.reads.ts`). */
    reads: createTimeEntryReads(deps),

    /** Logging time also stops the header timer when the body says so (`stopTimer`). */
    onTimerStop: (hook: TimerStopHook): void => {
      timerStopHooks.push(hook);
    },

    /** Logged time keeps its project: a project with entries can be archived, not deleted. */
    hasEntriesOfProject: (tx: DbOrTransaction, projectId: string) =>
      createTimeEntriesRepo(tx).hasEntriesOfProject(projectId),

    /** Logged time keeps its tasks and WBS: one with entries on it or below it is not deleted. */
    hasEntriesOfTasks: (tx: DbOrTransaction, taskIds: readonly string[]) =>
      createTimeEntriesRepo(tx).hasEntriesOfTasks(taskIds),
    hasEntriesOfWbs: (tx: DbOrTransaction, wbsId: string) => createTimeEntriesRepo(tx).hasEntriesOfWbs(wbsId),

    /**
     * Entries of an archived project are inactive; bringing the project back makes them active again.
     * The weekly totals keep both (their trigger moves the seconds): the team tasks table and the
     * leaderboard count active time only, as the original does, and the profile counts all of it.
     */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await createTimeEntriesRepo(tx).setActiveOfProject(projectId, isActive);
    },

    /**
     * Each person's hours of active entries in the week, every kind of entry counted as the leaderboard
     * counts them (server-rules 5); a person with none is left out.
     */
    async hoursOfWeek(personIds: readonly string[], week: WeekRange): Promise<Map<string, HoursOfWeek>> {
      if (personIds.length === 0) return new Map();
      const rows = await createTimeEntryTotalsRepo(db).weekSecondsOf(personIds, week.startDate);
      return new Map(
        rows.map((row) => [
          row.personId,
          { tangible: hoursOf(row.tangibleSeconds), total: hoursOf(row.totalSeconds) },
        ]),
      );
    },

    /**
     * What the weekly job weighs for each person: the tangible hours of the `weeks` weeks ending with
     * the week starting `weekStart` (oldest first, zero for a week without time) and all their
     * tangible hours by project category.
     */
    async weekCloseFigures(
      reader: DbOrTransaction,
      personIds: readonly string[],
      weekStart: string,
      weeks: number,
    ): Promise<Map<string, WeekCloseFigures>> {
      const fromWeek = addPacificDays(weekStart, -7 * (weeks - 1));
      // One after the other: the reader may be a transaction.
      const weekly = await createTimeEntryTotalsRepo(reader).tangibleSecondsByWeekOf(
        personIds,
        fromWeek,
        weekStart,
      );
      const categories = await createTimeEntryTotalsRepo(reader).secondsByCategoryOf(personIds);
      const figures = new Map<string, WeekCloseFigures>(
        personIds.map((id) => [
          id,
          { weeklyHours: Array<number>(weeks).fill(0), hoursByCategory: noHoursByCategory() },
        ]),
      );
      for (const row of weekly) {
        const index = Math.round(
          civilDaysBetween(parseISODateOrThrow(fromWeek), parseISODateOrThrow(row.weekStart)) / 7,
        );
        const person = figures.get(row.personId);
        if (person && index >= 0 && index < weeks) person.weeklyHours[index] = hoursOf(row.seconds);
      }
      for (const row of categories) {
        const person = figures.get(row.personId);
        if (person && row.isTangible)
          person.hoursByCategory[categoryKeyOf(row.category)] += hoursOf(row.seconds);
      }
      return figures;
    },

    /** The most tangible hours any one person logged in the week starting `weekStart`. */
    mostTangibleHoursOfWeek: async (reader: DbOrTransaction, weekStart: string) =>
      hoursOf(await createTimeEntryTotalsRepo(reader).mostTangibleSecondsOfWeek(weekStart)),

    /**
     * A profile's logged time: all of it, tangible and not, tangible by category, this week's and last
     * week's tangible hours, the tangible hours of each closed week since the first with any (the last
     * SAVED_WEEKS, oldest first), and the counted edits. The totals count archived projects' time too;
     * the weeks count active time only, as the week close and the leaderboard do.
     */
    async profileFigures(personId: string): Promise<ProfileTimeFiguresJson> {
      const thisWeek = weekRange(deps.clock.now()).startDate;
      const firstSavedWeek = addPacificDays(thisWeek, -7 * SAVED_WEEKS);
      const [rows, weekly, edits] = await Promise.all([
        createTimeEntryTotalsRepo(db).secondsByCategoryOf([personId]),
        createTimeEntryTotalsRepo(db).tangibleSecondsByWeekOf([personId], firstSavedWeek, thisWeek),
        createTimeEntryEditsRepo(db).listOfPerson(personId),
      ]);
      const tangibleByCategory = new Map<keyof HoursByCategoryJson, number>();
      const tangibleByCategoryName = new Map<ProjectCategory, number>();
      let tangible = 0;
      let intangible = 0;
      for (const row of rows) {
        if (!row.isTangible) intangible += row.seconds;
        else {
          tangible += row.seconds;
          const key = categoryKeyOf(row.category);
          tangibleByCategory.set(key, (tangibleByCategory.get(key) ?? 0) + row.seconds);
          const name = categoryNameOf(row.category);
          tangibleByCategoryName.set(name, (tangibleByCategoryName.get(name) ?? 0) + row.seconds);
        }
      }
      const hoursByCategory = noHoursByCategory();
      for (const [key, seconds] of tangibleByCategory) hoursByCategory[key] = roundedHoursOf(seconds);
      const secondsOfWeek = new Map(weekly.map((row) => [row.weekStart, row.seconds]));
      return {
        totalTangibleHrs: roundedHoursOf(tangible),
        totalIntangibleHrs: roundedHoursOf(intangible),
        hoursByCategory,
        categoryTangibleHrs: PROJECT_CATEGORIES.filter((name) => tangibleByCategoryName.has(name)).map(
          (name) => ({ category: name, hrs: roundedHoursOf(tangibleByCategoryName.get(name) ?? 0) }),
        ),
        tangibleHoursReportedThisWeek: roundedHoursOf(secondsOfWeek.get(thisWeek) ?? 0),
        lastWeekTangibleHrs: roundedHoursOf(secondsOfWeek.get(addPacificDays(thisWeek, -7)) ?? 0),
        savedTangibleHrs: closedWeeksHours(secondsOfWeek, thisWeek),
        timeEntryEditHistory: edits.map((edit) => ({
          date: edit.editedAt.toISOString(),
          initialSeconds: edit.initialSeconds,
          newSeconds: edit.newSeconds,
          originalDateOfWork: edit.originalDateOfWork,
          finalDateOfWork: edit.finalDateOfWork,
        })),
      };
    },

    /**
     * `POST /api/TimeEntry/users`: the people's active entries of the period. A caller who may not view
     * others' dashboards reads only the people of their own team tasks table; an id that names nobody
     * has no entries.
     */
    async listOfUsers(actor: Actor, input: UsersTimeEntriesInput): Promise<UsersTimeEntryJson[]> {
      const ids = [...new Set(input.users.filter(isUuid).map((id) => id.toLowerCase()))];
      await requireReader(actor, ids);
      if (ids.length === 0) return [];
      const rows = await createTimeEntriesRepo(db).listOfPeople(ids, input.fromDate, input.toDate);
      return rows.map(presentUsersTimeEntry);
    },

    /** `POST /api/TimeEntry/users/totalHours`: each person's logged hours over the period, to one decimal. */
    async totalHoursOfUsers(actor: Actor, input: UsersTotalHoursInput): Promise<UsersTotalHoursJson[]> {
      const ids = [...new Set(input.userIds.map((id) => id.toLowerCase()))];
      await requireReader(actor, ids);
      if (ids.length === 0) return [];
      const rows = await createTimeEntryReportsRepo(db).secondsOfPeople(ids, input);
      const secondsOf = new Map(rows.map((row) => [row.personId, row.seconds]));
      return ids.flatMap((userId) => {
        const seconds = secondsOf.get(userId);
        return seconds === undefined ? [] : [{ userId, totalHours: Math.round(seconds / 360) / 10 }];
      });
    },

    /** `GET /api/TimeEntry/user/:userId/:from/:to`: the time log's weeks and date range. */
    async listOfPerson(actor: Actor, params: PersonTimeEntriesParams): Promise<RawJson<TimeEntryJson[]>> {
      if (!isUuid(params.userId)) throw userNotFound();
      const personId = params.userId.toLowerCase();
      await requireReader(actor, [personId]);
      const json = await createTimeEntriesRepo(db).listOfPersonJson({
        personId,
        fromDate: params.fromDate,
        toDate: params.toDate,
      });
      if (json === undefined) throw userNotFound();
      return rawJson<TimeEntryJson[]>(json);
    },
  };
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;

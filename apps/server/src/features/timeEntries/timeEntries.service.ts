import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import type { WeekRange } from '@hgn/domain/time';
import {
  mayReadTimeEntriesOf,
  type UsersTimeEntriesInput,
  type UsersTimeEntryJson,
} from '@hgn/domain/timeEntries';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { forbidden } from '../../platform/http/app-error.js';
import { createTimeEntriesRepo } from './timeEntries.repo.js';
import { hoursOf, presentUsersTimeEntry } from './timeEntries.present.js';

/** Whom a caller sees in the team tasks table, which the tasks feature decides. */
export type TimeEntryVisibility = {
  visibleAmong(viewerId: string, userIds: readonly string[]): Promise<ReadonlySet<string>>;
};

export type HoursOfWeek = { tangible: number; total: number };

export function createTimeEntriesService({ db }: FeatureDeps, visibility: () => TimeEntryVisibility) {
  const repo = createTimeEntriesRepo();
  return {
    /** Logged time keeps its project: a project with entries can be archived, not deleted. */
    hasEntriesOfProject: (tx: DbOrTransaction, projectId: string) => repo.hasEntriesOfProject(tx, projectId),

    /** Entries of an archived project are inactive; bringing the project back makes them active again. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await repo.setActiveOfProject(tx, projectId, isActive);
    },

    /**
     * Each person's hours of active entries in the week, every kind of entry counted as the leaderboard
     * counts them (server-rules 5); a person with none is left out.
     */
    async hoursOfWeek(personIds: readonly string[], week: WeekRange): Promise<Map<string, HoursOfWeek>> {
      const rows = await repo.sumSecondsOf(db, personIds, week.startDate, week.endDate);
      return new Map(
        rows.map((row) => [
          row.personId,
          { tangible: hoursOf(row.tangibleSeconds), total: hoursOf(row.totalSeconds) },
        ]),
      );
    },

    /**
     * `POST /api/TimeEntry/users`: the people's active entries of the period. A caller who may not view
     * others' dashboards reads only the people of their own team tasks table; an id that names nobody
     * has no entries.
     */
    async listOfUsers(actor: Actor, input: UsersTimeEntriesInput): Promise<UsersTimeEntryJson[]> {
      const ids = [...new Set(input.users.filter(isUuid).map((id) => id.toLowerCase()))];
      const visible = await visibility().visibleAmong(actor.userId, ids);
      if (!mayReadTimeEntriesOf(actor, ids, visible)) throw forbidden();
      if (ids.length === 0) return [];
      const rows = await repo.listOfPeople(db, ids, input.fromDate, input.toDate);
      return rows.map(presentUsersTimeEntry);
    },
  };
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;

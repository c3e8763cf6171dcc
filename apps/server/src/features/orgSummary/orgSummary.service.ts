import { addPacificDays } from '@hgn/domain/time';
import {
  projectStatsCsv,
  teamsStatsCsv,
  volunteerStatsCsv,
  type TaskAndProjectStatsJson,
  type TaskAndProjectStatsQuery,
  type TeamsStatsJson,
  type TeamsStatsQuery,
  type VolunteerStatsJson,
  type VolunteerStatsQuery,
} from '@hgn/domain/orgSummary';
import { daysOfPeriod, previousPeriodOf, type ReportPeriod } from '@hgn/domain/reports';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { inOneSnapshot } from '../../platform/db/snapshot.js';
import {
  presentPeriod,
  presentProjectStats,
  presentTeamStats,
  presentVolunteerStats,
  type VolunteerFacts,
} from './orgSummary.present.js';
import { createOrgSummaryRepo } from './orgSummary.repo.js';

/** The days a team's hours are counted over when the query names no start: the four weeks to the end. */
const TEAM_HOURS_DEFAULT_DAYS = 28;

const volunteerFactsOf = async (reader: DbOrTransaction, period: ReportPeriod): Promise<VolunteerFacts> => ({
  figures: await createOrgSummaryRepo(reader).volunteerFigures(period, daysOfPeriod(period)),
  categories: await createOrgSummaryRepo(reader).tangibleSecondsByCategory(period),
});

export function createOrgSummaryService({ db }: FeatureDeps) {
  async function volunteerStats(query: VolunteerStatsQuery): Promise<VolunteerStatsJson> {
    const period = { fromDate: query.startDate, toDate: query.endDate };
    const comparison =
      query.comparisonStartDate !== undefined && query.comparisonEndDate !== undefined
        ? { fromDate: query.comparisonStartDate, toDate: query.comparisonEndDate }
        : previousPeriodOf(period);
    // Both periods from one snapshot, on one connection.
    const [current, previous] = await inOneSnapshot(db, async (snapshot) => [
      await volunteerFactsOf(snapshot, period),
      await volunteerFactsOf(snapshot, comparison),
    ]);
    return presentVolunteerStats({ period, comparison }, current, previous);
  }

  async function taskAndProjectStats(query: TaskAndProjectStatsQuery): Promise<TaskAndProjectStatsJson> {
    const period = { fromDate: query.startDate, toDate: query.endDate };
    const rows = await createOrgSummaryRepo(db).projectStats(period);
    const sumOf = (of: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + of(row), 0);
    return {
      period: presentPeriod(period),
      totals: {
        tangibleHours: roundedHoursOf(sumOf((row) => row.tangibleSeconds)),
        intangibleHours: roundedHoursOf(sumOf((row) => row.intangibleSeconds)),
        tasksCompleted: sumOf((row) => row.tasksCompleted),
        tasksActive: sumOf((row) => row.tasksActive),
      },
      projects: rows.map(presentProjectStats),
    };
  }

  async function teamsStats(query: TeamsStatsQuery): Promise<TeamsStatsJson> {
    const period = {
      fromDate: query.startDate ?? addPacificDays(query.endDate, 1 - TEAM_HOURS_DEFAULT_DAYS),
      toDate: query.endDate,
    };
    const rows = await createOrgSummaryRepo(db).teamStats(period, query.activeMembersMinimum);
    return {
      period: presentPeriod(period),
      activeMembersMinimum: query.activeMembersMinimum,
      teams: rows.map(presentTeamStats),
    };
  }

  return {
    volunteerStats,
    taskAndProjectStats,
    teamsStats,
    /** A table of the volunteer figures as CSV (`table`: figures, categories or bands). */
    volunteerStatsCsv: async (query: VolunteerStatsQuery): Promise<string> =>
      volunteerStatsCsv(await volunteerStats(query), query.table),
    projectStatsCsv: async (query: TaskAndProjectStatsQuery): Promise<string> =>
      projectStatsCsv(await taskAndProjectStats(query)),
    teamsStatsCsv: async (query: TeamsStatsQuery): Promise<string> => teamsStatsCsv(await teamsStats(query)),
  };
}

export type OrgSummaryService = ReturnType<typeof createOrgSummaryService>;

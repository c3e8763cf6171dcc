// The original client's dashboard reads (server-rules 5, "Other:"), answered from the profile and the
// people report: no figure is computed here that those do not already compute.
import type {
  ActionItemJson,
  DashboardMonthlyDataJson,
  DashboardPersonJson,
  DashboardWeeklyDataJson,
} from '@hgn/domain/dashboard';
import { dashboardMessages } from '@hgn/domain/dashboard';
import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import type { PersonTimeEntriesParams } from '@hgn/domain/timeEntries';
import { AppError } from '../../platform/http/app-error.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ReportsService } from '../reports/reports.service.js';

export type DashboardDataSources = {
  people: Pick<ProfilesService, 'getProfile'>;
  reports: Pick<ReportsService, 'peopleReport'>;
};

/** Text that cannot be a person's id names nobody. */
const notAPerson = () => new AppError({ code: 'USER_NOT_FOUND', message: dashboardMessages.userNotFound });

export function createDashboardData(sources: DashboardDataSources) {
  const tangibleByProject = async ({ userId, fromDate, toDate }: PersonTimeEntriesParams) => {
    if (!isUuid(userId)) throw notAPerson();
    return sources.reports.peopleReport(userId, { fromDate, toDate });
  };

  return {
    /** `GET /api/dashboard/:userId`: the person's name, role, picture and badges, from their profile. */
    async person(actor: Actor, userId: string): Promise<DashboardPersonJson> {
      const profile = await sources.people.getProfile(actor, userId);
      const { _id, firstName, lastName, role, profilePic, badgeCollection } = profile;
      return { _id, firstName, lastName, role, profilePic, badgeCollection };
    },

    /** `GET /api/dashboard/weeklydata/...`: the period's tangible hours beside the weekly commitment. */
    async weeklyData(actor: Actor, params: PersonTimeEntriesParams): Promise<DashboardWeeklyDataJson> {
      const report = await tangibleByProject(params);
      const profile = await sources.people.getProfile(actor, params.userId);
      return [
        { weeklycommittedHours: profile.weeklycommittedHours, timeSpent_hrs: report.totals.tangibleHours },
      ];
    },

    /** `GET /api/dashboard/monthlydata/...`: the period's tangible hours by project, as the original answers them. */
    async monthlyData(params: PersonTimeEntriesParams): Promise<DashboardMonthlyDataJson> {
      const report = await tangibleByProject(params);
      const worked = report.projects
        .filter((project) => project.tangibleHours > 0)
        .map((project) => ({
          projectName: project.projectId === null ? 'Undefined' : project.projectName,
          timeSpent_hrs: project.tangibleHours,
        }));
      return worked.length > 0 ? worked : [{ projectName: '', timeSpent_hrs: 0 }];
    },

    /** `GET /api/actionItem/user/:userId`: this product keeps no action items. */
    actionItems: async (): Promise<ActionItemJson[]> => [],
  };
}

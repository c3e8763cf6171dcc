import type { LeaderboardRowJson, OrgDataJson } from '@hgn/domain/dashboard';
import { dashboardMessages } from '@hgn/domain/dashboard';
import { weekRange } from '@hgn/domain/time';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TeamTasksService } from '../tasks/teamTasks.service.js';
import { presentLeaderboardRow, presentOrgData } from './leaderboard.present.js';
import { leaderboardRepo } from './leaderboard.repo.js';

const userNotFound = () =>
  new AppError({ status: 404, code: 'USER_NOT_FOUND', message: dashboardMessages.userNotFound });
const userInactive = () =>
  new AppError({ status: 400, code: 'USER_INACTIVE', message: dashboardMessages.userInactive });

/** Whom a dashboard shows is the team tasks' rule (server-rules 5). */
export type DashboardSources = { teamTasks: () => Pick<TeamTasksService, 'viewedDashboard'> };

export function createDashboardService({ db, clock }: FeatureDeps, sources: DashboardSources) {
  const thisWeek = () => weekRange(clock.now()).startDate;

  return {
    /**
     * `GET /api/dashboard/leaderboard/:userId`: the people the user's dashboard shows with this
     * Pacific week's hours, in one statement however many they are.
     */
    async leaderboard(userId: string): Promise<LeaderboardRowJson[]> {
      const viewed = await sources.teamTasks().viewedDashboard(userId);
      if (!viewed) throw userNotFound();
      if (!viewed.isActive) throw userInactive();
      return (await leaderboardRepo.rows(db, viewed, thisWeek())).map(presentLeaderboardRow);
    },

    /** `GET /api/dashboard/leaderboard/org/data`: the organisation's totals of this Pacific week. */
    orgData: async (): Promise<OrgDataJson> =>
      presentOrgData(await leaderboardRepo.orgTotals(db, thisWeek())),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

// Every endpoint of the dashboard, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { DashboardErrorCode } from './dashboard.errors';
import { leaderboardRowJson, orgDataJson } from './leaderboardJson';
import { mayViewLeaderboard } from './policies';

const refusals = errorCodes<DashboardErrorCode>();

export const dashboardContract = {
  /**
   * The leaderboard the user sees: every active person when the user's permissions include
   * seeUsersInDashboard, else the user and the active members of each team in which the user's own
   * membership is visible; this Pacific week's hours, most tangible hours first, then by name and role.
   */
  leaderboard: defineContract({
    method: 'GET',
    path: '/dashboard/leaderboard/:userId',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals('USER_NOT_FOUND', 'USER_INACTIVE'),
    params: z.object({ userId: z.string() }),
    response: z.array(leaderboardRowJson),
  }),

  /** The organisation's totals for this Pacific week. */
  orgData: defineContract({
    method: 'GET',
    path: '/dashboard/leaderboard/org/data',
    guard: guard.signedIn,
    errors: refusals(),
    response: orgDataJson,
  }),
};

// Every endpoint of the dashboard, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { invalidPathDates } from '../timeEntries/timeEntries.contract';
import { personTimeEntriesParams } from '../timeEntries/timeEntries.schema';
import type { UsersErrorCode } from '../users/users.errors';
import type { DashboardErrorCode } from './dashboard.errors';
import {
  actionItemJson,
  dashboardMonthlyDataJson,
  dashboardPersonJson,
  dashboardWeeklyDataJson,
} from './dashboardDataJson';
import { leaderboardPageJson, leaderboardRowJson, orgDataJson } from './leaderboardJson';
import { leaderboardPageQuery } from './leaderboardPage';
import { mouseoverTextInput, mouseoverTextJson } from './mouseoverText';
import { mayViewLeaderboard } from './policies';
import { teamWeekNoticeJson } from './teamWeekNoticeJson';

// A person's own figures come from their profile, which answers an id that names nobody (`NOT_A_VALID_USER`).
const refusals = errorCodes<DashboardErrorCode | Extract<UsersErrorCode, 'NOT_A_VALID_USER'>>();

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

  /**
   * The same leaderboard a page at a time, as this product's dashboard shows it: the rows the caller
   * sees (those committed to no hours only for Administrators, Owners, Core Team and themselves), their
   * names matching the search and, for Owners and Administrators, members of the chosen team.
   */
  leaderboardPage: defineContract({
    method: 'GET',
    path: '/dashboard/leaderboard/:userId/page',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals('USER_NOT_FOUND', 'USER_INACTIVE', 'TEAM_FILTER_FORBIDDEN'),
    params: z.object({ userId: z.string() }),
    query: leaderboardPageQuery,
    response: leaderboardPageJson,
  }),

  /** Who a dashboard shows, with their badges: one's own, or anyone's for those who may view others' dashboards. */
  person: defineContract({
    method: 'GET',
    path: '/dashboard/:userId',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals('NOT_A_VALID_USER'),
    params: z.object({ userId: z.string() }),
    response: dashboardPersonJson,
  }),

  /** A person's tangible hours from `fromDate` to `toDate` (Pacific days) and their weekly commitment. */
  weeklyData: defineContract({
    method: 'GET',
    path: '/dashboard/weeklydata/:userId/:fromDate/:toDate',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals('USER_NOT_FOUND', 'NOT_A_VALID_USER'),
    params: personTimeEntriesParams,
    invalidWith: invalidPathDates,
    response: dashboardWeeklyDataJson,
  }),

  /** A person's tangible hours from `fromDate` to `toDate` (Pacific days) by project. */
  monthlyData: defineContract({
    method: 'GET',
    path: '/dashboard/monthlydata/:userId/:fromDate/:toDate',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals('USER_NOT_FOUND'),
    params: personTimeEntriesParams,
    invalidWith: invalidPathDates,
    response: dashboardMonthlyDataJson,
  }),

  /** A person's action items: this product keeps none, so the list is empty (docs/operations.md). */
  actionItems: defineContract({
    method: 'GET',
    path: '/actionItem/user/:userId',
    guard: guard.policy('leaderboardViewer', mayViewLeaderboard),
    errors: refusals(),
    params: z.object({ userId: z.string() }),
    response: z.array(actionItemJson),
  }),

  /** The organisation's totals for this Pacific week. */
  orgData: defineContract({
    method: 'GET',
    path: '/dashboard/leaderboard/org/data',
    guard: guard.signedIn,
    errors: refusals(),
    response: orgDataJson,
  }),

  /** The caller's team-week notice, when one is to be shown now. */
  teamWeekNotice: defineContract({
    method: 'GET',
    path: '/dashboard/teamweeknotice',
    guard: guard.signedIn,
    errors: refusals(),
    response: teamWeekNoticeJson,
  }),

  /** Dismisses the caller's team-week notice until the next Thursday; answers the notice now (none). */
  dismissTeamWeekNotice: defineContract({
    method: 'PUT',
    path: '/dashboard/teamweeknotice/dismissal',
    guard: guard.signedIn,
    errors: refusals(),
    response: teamWeekNoticeJson,
  }),

  /** The leaderboard's mouseover text: a list of one, or none before an Owner writes it. */
  mouseoverText: defineContract({
    method: 'GET',
    path: '/mouseoverText',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(mouseoverTextJson),
  }),
  createMouseoverText: defineContract({
    method: 'POST',
    path: '/mouseoverText',
    guard: guard.owner,
    errors: refusals('MOUSEOVER_TEXT_EXISTS'),
    body: mouseoverTextInput,
    status: 201,
    response: mouseoverTextJson,
  }),
  updateMouseoverText: defineContract({
    method: 'PUT',
    path: '/mouseoverText/:mouseoverTextId',
    guard: guard.owner,
    errors: refusals('MOUSEOVER_TEXT_NOT_FOUND'),
    params: z.object({ mouseoverTextId: z.string() }),
    body: mouseoverTextInput,
    status: 201,
    response: mouseoverTextJson,
  }),
};

// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the dashboard endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayViewLeaderboard } from '@hgn/domain/dashboard';
import { isOwner } from '@hgn/domain/permissions';

export const dashboardEndpoints = {
  leaderboard: /* @__PURE__ */ endpoint<C['dashboard']['leaderboard']>({
    method: 'GET',
    path: '/dashboard/leaderboard/:userId',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE'],
  }),
  leaderboardPage: /* @__PURE__ */ endpoint<C['dashboard']['leaderboardPage']>({
    method: 'GET',
    path: '/dashboard/leaderboard/:userId/page',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE', 'TEAM_FILTER_FORBIDDEN'],
  }),
  person: /* @__PURE__ */ endpoint<C['dashboard']['person']>({
    method: 'GET',
    path: '/dashboard/:userId',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: ['NOT_A_VALID_USER'],
  }),
  weeklyData: /* @__PURE__ */ endpoint<C['dashboard']['weeklyData']>({
    method: 'GET',
    path: '/dashboard/weeklydata/:userId/:fromDate/:toDate',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: ['USER_NOT_FOUND', 'NOT_A_VALID_USER'],
  }),
  monthlyData: /* @__PURE__ */ endpoint<C['dashboard']['monthlyData']>({
    method: 'GET',
    path: '/dashboard/monthlydata/:userId/:fromDate/:toDate',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: ['USER_NOT_FOUND'],
  }),
  actionItems: /* @__PURE__ */ endpoint<C['dashboard']['actionItems']>({
    method: 'GET',
    path: '/actionItem/user/:userId',
    guard: { kind: 'policy', name: 'leaderboardViewer', allows: mayViewLeaderboard },
    errors: [],
  }),
  orgData: /* @__PURE__ */ endpoint<C['dashboard']['orgData']>({
    method: 'GET',
    path: '/dashboard/leaderboard/org/data',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  teamWeekNotice: /* @__PURE__ */ endpoint<C['dashboard']['teamWeekNotice']>({
    method: 'GET',
    path: '/dashboard/teamweeknotice',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  dismissTeamWeekNotice: /* @__PURE__ */ endpoint<C['dashboard']['dismissTeamWeekNotice']>({
    method: 'PUT',
    path: '/dashboard/teamweeknotice/dismissal',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  mouseoverText: /* @__PURE__ */ endpoint<C['dashboard']['mouseoverText']>({
    method: 'GET',
    path: '/mouseoverText',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  createMouseoverText: /* @__PURE__ */ endpoint<C['dashboard']['createMouseoverText']>({
    method: 'POST',
    path: '/mouseoverText',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['MOUSEOVER_TEXT_EXISTS'],
  }),
  updateMouseoverText: /* @__PURE__ */ endpoint<C['dashboard']['updateMouseoverText']>({
    method: 'PUT',
    path: '/mouseoverText/:mouseoverTextId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['MOUSEOVER_TEXT_NOT_FOUND'],
  }),
};

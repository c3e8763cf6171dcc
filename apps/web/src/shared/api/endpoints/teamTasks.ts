// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the teamTasks endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayCountTeamFollowUps, mayViewTeamTasks } from '@hgn/domain/teamTasks';

export const teamTasksEndpoints = {
  ofUser: /* @__PURE__ */ endpoint<C['teamTasks']['ofUser']>({
    method: 'GET',
    path: '/user/:userId/teams/tasks',
    guard: { kind: 'policy', name: 'teamTasksViewer', allows: mayViewTeamTasks },
    errors: ['USER_NOT_FOUND'],
  }),
  page: /* @__PURE__ */ endpoint<C['teamTasks']['page']>({
    method: 'GET',
    path: '/user/:userId/teams/tasks/page',
    guard: { kind: 'policy', name: 'teamTasksViewer', allows: mayViewTeamTasks },
    errors: ['USER_NOT_FOUND'],
  }),
  followUpsDue: /* @__PURE__ */ endpoint<C['teamTasks']['followUpsDue']>({
    method: 'GET',
    path: '/user/:userId/teams/tasks/followUpsDue',
    guard: { kind: 'policy', name: 'teamFollowUpsCounter', allows: mayCountTeamFollowUps },
    errors: ['USER_NOT_FOUND'],
  }),
};

// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the teams endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const teamsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['teams']['list']>({
    method: 'GET',
    path: '/team',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['teams']['create']>({
    method: 'POST',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['postTeam'] },
    errors: ['TEAM_NAME_TAKEN'],
  }),
  setMemberVisibility: /* @__PURE__ */ endpoint<C['teams']['setMemberVisibility']>({
    method: 'PUT',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['putTeam', 'assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'NOT_A_MEMBER', 'VISIBILITY_FIXED'],
  }),
  get: /* @__PURE__ */ endpoint<C['teams']['get']>({
    method: 'GET',
    path: '/team/:teamId',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['teams']['update']>({
    method: 'PUT',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['putTeam'] },
    errors: ['TEAM_NOT_FOUND', 'TEAM_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['teams']['remove']>({
    method: 'DELETE',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['deleteTeam'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
  members: /* @__PURE__ */ endpoint<C['teams']['members']>({
    method: 'GET',
    path: '/team/:teamId/users',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  assignMember: /* @__PURE__ */ endpoint<C['teams']['assignMember']>({
    method: 'POST',
    path: '/team/:teamId/users',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'USER_NOT_FOUND', 'NOT_A_MEMBER', 'ALREADY_A_MEMBER'],
  }),
  candidates: /* @__PURE__ */ endpoint<C['teams']['candidates']>({
    method: 'GET',
    path: '/team/:teamId/candidates',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
};

// Every endpoint of teams, declared once: the server registers these, the tests parse their answers
// with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  assignTeamMemberResultJson,
  deleteTeamResultJson,
  memberCandidateJson,
  teamJson,
  teamListItemJson,
  teamMemberJson,
} from './teamJson';
import type { TeamsErrorCode } from './teams.errors';
import {
  memberVisibilityInput,
  peopleSearchQuery,
  teamCreateInput,
  teamMemberInput,
  teamUpdateInput,
} from './teams.schema';

const refusals = errorCodes<TeamsErrorCode>();
const teamIdParams = z.object({ teamId: z.string() });

export const teamsContract = {
  list: defineContract({
    method: 'GET',
    path: '/team',
    summary: 'Every team with its members, longest-standing first',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(teamListItemJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/team',
    guard: guard.permission('postTeam'),
    errors: refusals('TEAM_NAME_TAKEN'),
    body: teamCreateInput,
    status: 201,
    response: teamJson,
  }),
  // The original client toggles a member's visibility with PUT on the collection itself.
  setMemberVisibility: defineContract({
    method: 'PUT',
    path: '/team',
    guard: guard.permission('putTeam', 'assignTeamToUsers'),
    errors: refusals('TEAM_NOT_FOUND', 'NOT_A_MEMBER', 'VISIBILITY_FIXED'),
    body: memberVisibilityInput,
    response: teamMemberJson,
  }),
  get: defineContract({
    method: 'GET',
    path: '/team/:teamId',
    guard: guard.signedIn,
    errors: refusals('TEAM_NOT_FOUND'),
    params: teamIdParams,
    response: teamJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/team/:teamId',
    guard: guard.permission('putTeam'),
    errors: refusals('TEAM_NOT_FOUND', 'TEAM_NAME_TAKEN'),
    params: teamIdParams,
    body: teamUpdateInput,
    response: teamJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/team/:teamId',
    guard: guard.permission('deleteTeam'),
    errors: refusals('TEAM_NOT_FOUND'),
    params: teamIdParams,
    response: deleteTeamResultJson,
  }),
  members: defineContract({
    method: 'GET',
    path: '/team/:teamId/users',
    guard: guard.signedIn,
    errors: refusals('TEAM_NOT_FOUND'),
    params: teamIdParams,
    response: z.array(teamMemberJson),
  }),
  assignMember: defineContract({
    method: 'POST',
    path: '/team/:teamId/users',
    guard: guard.permission('assignTeamToUsers'),
    errors: refusals('TEAM_NOT_FOUND', 'USER_NOT_FOUND', 'NOT_A_MEMBER', 'ALREADY_A_MEMBER'),
    params: teamIdParams,
    body: teamMemberInput,
    response: assignTeamMemberResultJson,
  }),
  // Active people, members included, for the add-member autocomplete (at most ten).
  candidates: defineContract({
    method: 'GET',
    path: '/team/:teamId/candidates',
    guard: guard.permission('assignTeamToUsers'),
    errors: refusals('TEAM_NOT_FOUND'),
    params: teamIdParams,
    query: peopleSearchQuery,
    response: z.array(memberCandidateJson),
  }),
};

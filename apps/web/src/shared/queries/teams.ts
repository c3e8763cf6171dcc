import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { teamsEndpoints } from '../api/endpoints/teams';

/**
 * Every team with its members, as the teams page and the user management filter show it. Its key sits
 * under `['teams']`, which every team change invalidates, so both refresh together.
 */
export const teamsListQuery = queryOptions({
  queryKey: ['teams', 'list'] as const,
  queryFn: ({ signal }) => call(teamsEndpoints.list, {}, { signal }),
});

/**
 * A team's members, as the team's members dialog and the leaderboard's team filter read them; under
 * `['teams']` too, so a change of members refreshes both.
 */
export const teamMembersQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'members'] as const,
    queryFn: ({ signal }) => call(teamsEndpoints.members, { params: { teamId } }, { signal }),
  });

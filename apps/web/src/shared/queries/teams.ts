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

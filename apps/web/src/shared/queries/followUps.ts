import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { followUpsEndpoints } from '../api/endpoints/followUps';

/** Every follow-up mark: one fetch serves every task row and the dashboard's follow-up count. */
export const followUpsQuery = queryOptions({
  queryKey: ['followUps'] as const,
  queryFn: ({ signal }) => call(followUpsEndpoints.list, {}, { signal }),
});

export const useFollowUps = (enabled = true) => useQuery({ ...followUpsQuery, enabled });

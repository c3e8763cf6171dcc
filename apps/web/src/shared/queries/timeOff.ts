import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { timeOffEndpoints } from '../api/endpoints/timeOff';

// Time-off requests are shown by the dashboard and by the profile's time-off section: both read them
// through this one query, and every time-off change invalidates `timeOffKeys.all`, so both refresh.
export const timeOffKeys = {
  all: ['timeOffRequests'] as const,
  list: ['timeOffRequests', 'list'] as const,
};

/** `{ [userId]: requests }`: everyone's for those who manage time off, one's own for everybody else. */
export const timeOffRequestsQuery = queryOptions({
  queryKey: timeOffKeys.list,
  queryFn: ({ signal }) => call(timeOffEndpoints.list, {}, { signal }),
});

export const useTimeOffRequests = () => useQuery(timeOffRequestsQuery);

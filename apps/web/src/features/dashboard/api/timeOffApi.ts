import { useQuery } from '@tanstack/react-query';
import { pacificDate } from '@hgn/domain/time';
import type { TimeOffRequestJson, TimeOffRequestsByUserJson } from '@hgn/domain/timeOff';
import { api } from '../../../shared/api/api';

export const timeOffKeys = { all: ['timeOffRequests'] as const };

export const useTimeOffRequests = () =>
  useQuery({
    queryKey: timeOffKeys.all,
    queryFn: ({ signal }) => api.get<TimeOffRequestsByUserJson>('/getTimeOffRequests', { signal }),
  });

/** Requests that have not ended yet, reckoned by the Pacific calendar day, soonest first. */
export function upcomingTimeOff(requests: readonly TimeOffRequestJson[], now: Date): TimeOffRequestJson[] {
  const today = pacificDate(now);
  return requests
    .filter((request) => pacificDate(new Date(request.endingDate)) >= today)
    .sort((a, b) => a.startingDate.localeCompare(b.startingDate));
}

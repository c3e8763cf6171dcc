import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@hgn/domain/contracts/endpoint';
import { call } from '../../../shared/api/call';
import { orgSummaryEndpoints as endpoints } from '../../../shared/api/endpoints/orgSummary';

export type VolunteerStatsQuery = QueryOf<typeof endpoints.volunteerStats>;
export type PeriodQuery = QueryOf<typeof endpoints.taskAndProjectStats>;
export type TeamsStatsQuery = QueryOf<typeof endpoints.teamsStats>;

export const orgSummaryKeys = {
  all: ['orgSummary'] as const,
  volunteerStats: (query: VolunteerStatsQuery) => ['orgSummary', 'volunteerStats', query] as const,
  taskAndProjectStats: (query: PeriodQuery) => ['orgSummary', 'taskAndProjectStats', query] as const,
  teamsStats: (query: TeamsStatsQuery) => ['orgSummary', 'teamsStats', query] as const,
};

// While another period loads, the figures of the last one stay in place instead of a skeleton.
const options = { placeholderData: keepPreviousData } as const;

/** The volunteer figures of a period beside its comparison period. */
export const useVolunteerStats = (query: VolunteerStatsQuery) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.volunteerStats(query),
    queryFn: ({ signal }) => call(endpoints.volunteerStats, { query }, { signal }),
  });

/** Hours and tasks per project in a period. */
export const useTaskAndProjectStats = (query: PeriodQuery) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.taskAndProjectStats(query),
    queryFn: ({ signal }) => call(endpoints.taskAndProjectStats, { query }, { signal }),
  });

/** Teams with enough active members, with their hours in a period. */
export const useTeamsStats = (query: TeamsStatsQuery) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.teamsStats(query),
    queryFn: ({ signal }) => call(endpoints.teamsStats, { query }, { signal }),
  });

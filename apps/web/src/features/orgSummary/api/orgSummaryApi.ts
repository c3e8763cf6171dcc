import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
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

/** The volunteer figures of a period beside its comparison period; nothing is asked while `query` is invalid. */
export const useVolunteerStats = (query: VolunteerStatsQuery | null) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.volunteerStats(query ?? { startDate: '', endDate: '' }),
    queryFn: query ? ({ signal }) => call(endpoints.volunteerStats, { query }, { signal }) : skipToken,
  });

/** Hours and tasks per project in a period. */
export const useTaskAndProjectStats = (query: PeriodQuery | null) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.taskAndProjectStats(query ?? { startDate: '', endDate: '' }),
    queryFn: query ? ({ signal }) => call(endpoints.taskAndProjectStats, { query }, { signal }) : skipToken,
  });

/** Teams with enough active members, with their hours in a period. */
export const useTeamsStats = (query: TeamsStatsQuery | null) =>
  useQuery({
    ...options,
    queryKey: orgSummaryKeys.teamsStats(query ?? { endDate: '' }),
    queryFn: query ? ({ signal }) => call(endpoints.teamsStats, { query }, { signal }) : skipToken,
  });

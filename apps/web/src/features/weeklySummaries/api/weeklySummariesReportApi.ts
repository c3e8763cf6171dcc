import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';

/** Every active person with the four weeks' summaries and tangible time. */
export const useWeeklySummariesReport = () =>
  useQuery({
    queryKey: ['weeklySummaries', 'report'] as const,
    queryFn: ({ signal }) => call(weeklySummariesEndpoints.report, { query: {} }, { signal }),
  });

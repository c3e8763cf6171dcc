import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportColour, WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { call } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';

const reportKey = ['weeklySummaries', 'report'] as const;

/** Every active person with the four weeks' summaries and tangible time. */
export const useWeeklySummariesReport = () =>
  useQuery({
    queryKey: reportKey,
    queryFn: ({ signal }) => call(weeklySummariesEndpoints.report, { query: {} }, { signal }),
  });

/** Gives a person a colour in the report (null takes it away); the report shows it at once. */
export function useSetReportColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, filterColor }: { userId: string; filterColor: ReportColour | null }) =>
      call(weeklySummariesEndpoints.setColour, { params: { userId }, body: { filterColor } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<WeeklySummariesReportRowJson[]>(reportKey, (rows) =>
        rows?.map((row) => (row._id === answer._id ? { ...row, filterColor: answer.filterColor } : row)),
      ),
  });
}

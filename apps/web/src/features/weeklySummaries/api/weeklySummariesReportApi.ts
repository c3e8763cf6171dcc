import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportFilterQueryOf,
  type ReportColour,
  type ReportFilters,
  type SummaryWeek,
  type WeeklySummariesReportPageJson,
} from '@hgn/domain/weeklySummaries';
import { call } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';

const reportKey = ['weeklySummaries', 'report'] as const;

/** What the report shows: one week, the people its filters keep, a page of them. */
export type ReportChoice = { week: SummaryWeek; filters: ReportFilters; page: number };

/**
 * A page of the people the filters keep for the week, with their counts and the filters' choices, as the
 * server decides them; the page shown stays while the next one loads.
 */
export const useWeeklySummariesReportPage = ({ week, filters, page }: ReportChoice) =>
  useQuery({
    queryKey: [...reportKey, 'page', week, filters, page] as const,
    queryFn: ({ signal }) =>
      call(
        weeklySummariesEndpoints.reportPage,
        { query: { week, page, ...reportFilterQueryOf(filters) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The e-mails of everyone the filters keep for the week, on every page. */
export const reportEmailsOf = async (week: SummaryWeek, filters: ReportFilters): Promise<string[]> =>
  (await call(weeklySummariesEndpoints.reportEmails, { query: { week, ...reportFilterQueryOf(filters) } }))
    .emails;

/**
 * Gives a person a colour in the report (null takes it away): the card shows it at once, and the page
 * is read again, since a colour filter may now keep or leave the person.
 */
export function useSetReportColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, filterColor }: { userId: string; filterColor: ReportColour | null }) =>
      call(weeklySummariesEndpoints.setColour, { params: { userId }, body: { filterColor } }),
    onSuccess: async (answer) => {
      queryClient.setQueriesData<WeeklySummariesReportPageJson>({ queryKey: reportKey }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((row) =>
                row._id === answer._id ? { ...row, filterColor: answer.filterColor } : row,
              ),
            }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: reportKey });
    },
  });
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { reportPeriodInput, reportPeriodOf, type ReportPeriod } from '@hgn/domain/reports';

/**
 * The period a report shows, kept in the address (`?from=&to=`) so that a report can be shared and the
 * Back button returns to the period before; the last four weeks when the address names none or no
 * valid one.
 */
export function useReportPeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const period = useMemo(() => {
    const named = reportPeriodInput.safeParse({ fromDate: from, toDate: to });
    return named.success ? named.data : reportPeriodOf('lastFourWeeks', new Date());
  }, [from, to]);
  const setPeriod = useCallback(
    ({ fromDate, toDate }: ReportPeriod) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('from', fromDate);
        next.set('to', toDate);
        return next;
      }),
    [setSearchParams],
  );
  return [period, setPeriod];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { reportPeriodOf, type ReportPeriod } from '@hgn/domain/reports';

/**
 * The period a report shows, kept in the address (`?from=&to=`) so that a report can be shared and the
 * Back button returns to the period before; the last four weeks when the address names none, or none
 * that `input` (the report's rule for a period) accepts.
 */
export function usePeriodInAddress(
  input: z.ZodType<ReportPeriod>,
): [ReportPeriod, (period: ReportPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const period = useMemo(() => {
    const named = input.safeParse({ fromDate: from, toDate: to });
    return named.success ? named.data : reportPeriodOf('lastFourWeeks', new Date());
  }, [input, from, to]);
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

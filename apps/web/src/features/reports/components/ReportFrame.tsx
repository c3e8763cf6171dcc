import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { reportsMessages } from '@hgn/domain/messages';
import { reportPeriodInput, type ReportHoursJson, type ReportPeriod } from '@hgn/domain/reports';
import { formatDay } from '../../../ui/formatDate';
import { serverSentence } from '../../../shared/api/apiError';
import { FormErrorAlert } from '../../../ui/FormParts';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PeriodChooser } from '../../../ui/PeriodChooser';
import { ReportTotals } from './ReportTotals';

interface ReportFrameProps<Report extends { totals: ReportHoursJson }> {
  heading: (report: Report | undefined) => ReactNode;
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  report: UseQueryResult<Report>;
  children: (report: Report) => ReactNode;
}

/** What every report page shows: its heading, the period chooser, the totals, then its tables. */
export function ReportFrame<Report extends { totals: ReportHoursJson }>({
  heading,
  period,
  onPeriodChange,
  report,
  children,
}: ReportFrameProps<Report>) {
  const { data, error, isPending, isPlaceholderData } = report;
  return (
    <Stack gap="lg">
      {heading(data)}
      <PeriodChooser label="Period" period={period} input={reportPeriodInput} onChange={onPeriodChange} />
      {isPending ? (
        <PageSkeleton />
      ) : !data ? (
        <FormErrorAlert message={serverSentence(error, reportsMessages.loadFailed)} />
      ) : (
        <Stack gap="lg" aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            {formatDay(period.fromDate)} to {formatDay(period.toDate)}, Pacific time
          </Text>
          <ReportTotals totals={data.totals} />
          {data.totals.totalHours === 0 ? <Text c="dimmed">{reportsMessages.noHours}</Text> : null}
          {children(data)}
        </Stack>
      )}
    </Stack>
  );
}

import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { orgSummaryPeriodInput } from '@hgn/domain/orgSummary';
import { previousPeriodOf, type ReportPeriod } from '@hgn/domain/reports';
import { formatDay } from '../../../ui/formatDate';
import { PeriodChooser } from '../../../ui/PeriodChooser';

const OPTIONS = [
  { value: 'previous', label: 'Previous period' },
  { value: 'other', label: 'Other period' },
];

/** The period the summary's period is compared with: the one of as many days before it, or other days. */
export function ComparisonChooser({
  period,
  comparison,
  onChange,
}: {
  period: ReportPeriod;
  /** The other days, or null for the previous period. */
  comparison: ReportPeriod | null;
  onChange: (comparison: ReportPeriod | null) => void;
}) {
  const labelId = useId();
  const previous = previousPeriodOf(period);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Compared with
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={OPTIONS}
        value={comparison ? 'other' : 'previous'}
        style={{ alignSelf: 'flex-start' }}
        // Other days start from the previous period, so that they are corrected rather than typed anew.
        onChange={(value) => onChange(value === 'other' ? previous : null)}
      />
      {comparison ? (
        <PeriodChooser
          label="Comparison period"
          period={comparison}
          input={orgSummaryPeriodInput}
          onChange={onChange}
          hasPresets={false}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {formatDay(previous.fromDate)} to {formatDay(previous.toDate)}
        </Text>
      )}
    </Stack>
  );
}

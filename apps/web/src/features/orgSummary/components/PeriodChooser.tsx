import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { previousPeriodOf } from '@hgn/domain/orgSummary';
import {
  REPORT_PERIOD_PRESETS,
  reportPeriodPresetLabels,
  type ReportPeriod,
  type ReportPeriodPreset,
} from '@hgn/domain/reports';
import { isISODate } from '@hgn/domain/time';
import { formatDay } from '../../../ui/formatDate';
import { periodOf, type ChoiceProblems, type PeriodChoice } from '../orgSummaryChoice';

const PRESET_OPTIONS = [
  ...REPORT_PERIOD_PRESETS.map((preset) => ({ value: preset, label: reportPeriodPresetLabels[preset] })),
  { value: 'custom', label: 'Custom' },
];
const COMPARISON_OPTIONS = [
  { value: 'previous', label: 'Previous period' },
  { value: 'custom', label: 'Other period' },
];

const isPreset = (value: string): value is ReportPeriodPreset =>
  (REPORT_PERIOD_PRESETS as readonly string[]).includes(value);

/** Two date fields for a custom period; `label` names them for screen readers. */
function DaysInputs({
  label,
  value,
  problems,
  onChange,
}: {
  label: string;
  value: ReportPeriod;
  problems: { from?: string | undefined; to?: string | undefined };
  onChange: (period: ReportPeriod) => void;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        aria-label={`${label} from`}
        value={value.fromDate}
        error={problems.from}
        onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        aria-label={`${label} to`}
        value={value.toDate}
        error={problems.to}
        onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
      />
    </Group>
  );
}

const daysText = ({ fromDate, toDate }: ReportPeriod) => `${formatDay(fromDate)} to ${formatDay(toDate)}`;

/** The period of the summary (a preset or custom days) and the period it is compared with. */
export function PeriodChooser({
  value,
  now,
  problems,
  onChange,
}: {
  value: PeriodChoice;
  now: Date;
  problems: ChoiceProblems | null;
  onChange: (choice: PeriodChoice) => void;
}) {
  const period = periodOf(value, now);
  // A custom period being typed has no period before it until both its days are days.
  const isWhole = isISODate(period.fromDate) && isISODate(period.toDate) && period.fromDate <= period.toDate;
  const previous = isWhole ? previousPeriodOf(period) : null;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="org-summary-period">
          Period
        </Text>
        <SegmentedControl
          aria-labelledby="org-summary-period"
          data={PRESET_OPTIONS}
          value={value.preset}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          onChange={(preset) =>
            onChange({
              ...value,
              // A custom period starts from the one shown, so that it is corrected rather than typed anew.
              ...(isPreset(preset) ? { preset } : { preset: 'custom', custom: period }),
            })
          }
        />
        {value.preset === 'custom' ? (
          <DaysInputs
            label="Period"
            value={value.custom}
            problems={{ from: problems?.startDate, to: problems?.endDate }}
            onChange={(custom) => onChange({ ...value, custom })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {daysText(period)} (Pacific time)
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="org-summary-comparison">
          Compared with
        </Text>
        <SegmentedControl
          aria-labelledby="org-summary-comparison"
          data={COMPARISON_OPTIONS}
          value={value.comparison}
          style={{ alignSelf: 'flex-start' }}
          onChange={(comparison) =>
            onChange(
              comparison === 'custom'
                ? { ...value, comparison: 'custom', customComparison: previous ?? value.customComparison }
                : { ...value, comparison: 'previous' },
            )
          }
        />
        {value.comparison === 'custom' ? (
          <DaysInputs
            label="Comparison period"
            value={value.customComparison}
            problems={{ from: problems?.comparisonStartDate, to: problems?.comparisonEndDate }}
            onChange={(customComparison) => onChange({ ...value, customComparison })}
          />
        ) : (
          previous && (
            <Text size="sm" c="dimmed">
              {daysText(previous)}
            </Text>
          )
        )}
      </Stack>
    </Stack>
  );
}

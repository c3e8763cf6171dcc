import { useId, useState } from 'react';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  presetOfPeriod,
  REPORT_PERIOD_PRESETS,
  reportPeriodOf,
  reportPeriodPresetLabels,
  type ReportPeriod,
  type ReportPeriodPreset,
} from '@hgn/domain/reports';

const CUSTOM = 'custom';
const choices = [
  ...REPORT_PERIOD_PRESETS.map((preset) => ({ value: preset, label: reportPeriodPresetLabels[preset] })),
  { value: CUSTOM, label: 'Custom' },
];

const DAYS = [
  { field: 'fromDate', dayLabel: 'From' },
  { field: 'toDate', dayLabel: 'To' },
] as const;

type PeriodProblems = Partial<Record<keyof ReportPeriod, string>>;

/** What keeps each day of a period from being asked, in the words of the rule it is checked with. */
function problemsOf(checked: z.ZodSafeParseError<unknown>): PeriodProblems {
  const problems: PeriodProblems = {};
  for (const issue of checked.error.issues)
    problems[issue.path[0] === 'fromDate' ? 'fromDate' : 'toDate'] ??= issue.message;
  return problems;
}

interface PeriodChooserProps {
  /** Names the chooser, and its two days for screen readers ("Period from"). */
  label: string;
  period: ReportPeriod;
  /** The rule a period is checked with: the endpoint's own, so that the page refuses what the server would. */
  input: z.ZodType<ReportPeriod>;
  /** Called with valid periods only. */
  onChange: (period: ReportPeriod) => void;
  /** Whether the presets of the Pacific calendar are offered before the two days. */
  hasPresets?: boolean;
}

/**
 * A period of Pacific days: a preset of the calendar, or two days typed or picked. A period that is not
 * one (From after To, too long) is shown with the reason under its field and not asked for.
 */
export function PeriodChooser({ label, period, input, onChange, hasPresets = true }: PeriodChooserProps) {
  const labelId = useId();
  const [draft, setDraft] = useState(period);
  const [problems, setProblems] = useState<PeriodProblems>({});
  const [isCustom, setCustom] = useState(false);
  const [shownPeriod, setShownPeriod] = useState(period);
  // Follows the period when it changes from outside (a preset, the Back button).
  if (shownPeriod !== period) {
    setShownPeriod(period);
    setDraft(period);
    setProblems({});
  }

  const choose = (next: ReportPeriod) => {
    setDraft(next);
    const checked = input.safeParse(next);
    setProblems(checked.success ? {} : problemsOf(checked));
    if (checked.success) onChange(checked.data);
  };

  const days = (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {DAYS.map(({ field, dayLabel }) => (
        <TextInput
          key={field}
          type="date"
          label={dayLabel}
          aria-label={`${label} ${dayLabel.toLowerCase()}`}
          value={draft[field]}
          error={problems[field]}
          onChange={(event) => choose({ ...draft, [field]: event.currentTarget.value })}
        />
      ))}
    </Group>
  );
  if (!hasPresets) return days;

  const preset = isCustom ? undefined : presetOfPeriod(draft, new Date());
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={choices}
        value={preset ?? CUSTOM}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        onChange={(value) => {
          // Custom starts from the days shown, so that they are corrected rather than typed anew.
          setCustom(value === CUSTOM);
          if (value !== CUSTOM) choose(reportPeriodOf(value as ReportPeriodPreset, new Date()));
        }}
      />
      {days}
    </Stack>
  );
}

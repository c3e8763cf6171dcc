import { useEffect, useId, useState } from 'react';
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
import { useDialogForm } from './useDialogForm';

const CUSTOM = 'custom';
const choices = [
  ...REPORT_PERIOD_PRESETS.map((preset) => ({ value: preset, label: reportPeriodPresetLabels[preset] })),
  { value: CUSTOM, label: 'Custom' },
];

const DAYS = [
  { field: 'fromDate', dayLabel: 'From' },
  { field: 'toDate', dayLabel: 'To' },
] as const;

interface PeriodChooserProps {
  /** Names the chooser, and its two days for screen readers ("Period from"). */
  label: string;
  period: ReportPeriod;
  /** The rule a period is checked with: the endpoint's own, so that the page refuses what the server would. */
  input: z.ZodType<ReportPeriod, ReportPeriod>;
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
  const [isCustom, setCustom] = useState(false);
  const { form } = useDialogForm(input, period);
  const { errors } = form.formState;
  // Each change is asked for at once when it is a period, and said under its field when it is not.
  const ask = form.handleSubmit((checked) => onChange(checked));
  const { reset } = form;

  // Follows the period when it changes from outside (a preset, the Back button).
  const { fromDate, toDate } = period;
  useEffect(() => reset({ fromDate, toDate }), [reset, fromDate, toDate]);

  const choose = (next: ReportPeriod) => {
    reset(next);
    void ask();
  };

  const days = (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {DAYS.map(({ field, dayLabel }) => (
        <TextInput
          key={field}
          type="date"
          label={dayLabel}
          aria-label={`${label} ${dayLabel.toLowerCase()}`}
          {...form.register(field, { onChange: () => void ask() })}
          error={errors[field]?.message}
        />
      ))}
    </Group>
  );
  if (!hasPresets) return days;

  const preset = isCustom ? undefined : presetOfPeriod(form.watch(), new Date());
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

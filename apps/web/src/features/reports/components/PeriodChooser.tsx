import { useState } from 'react';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import {
  presetOfPeriod,
  REPORT_PERIOD_PRESETS,
  reportPeriodInput,
  reportPeriodOf,
  reportPeriodPresetLabels,
  type ReportPeriod,
  type ReportPeriodPreset,
} from '@hgn/domain/reports';
import { FormErrorAlert } from '../../../ui/FormParts';

const CHOSEN = 'chosen';
const choices = [
  ...REPORT_PERIOD_PRESETS.map((preset) => ({ value: preset, label: reportPeriodPresetLabels[preset] })),
  { value: CHOSEN, label: 'Chosen dates' },
];

/**
 * The period of a report: a preset of the Pacific calendar, or two days typed or picked. A period that
 * is not one (From after To, longer than five years) is shown with the reason and not asked for.
 */
export function PeriodChooser({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownPeriod, setShownPeriod] = useState(period);
  // Follows the period when it changes from outside (a preset, the Back button).
  if (shownPeriod !== period) {
    setShownPeriod(period);
    setDraft(period);
    setProblem(null);
  }

  const choose = (next: ReportPeriod) => {
    setDraft(next);
    const checked = reportPeriodInput.safeParse(next);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) onChange(checked.data);
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Period"
        data={choices}
        value={presetOfPeriod(draft, new Date()) ?? CHOSEN}
        onChange={(value) => {
          if (value !== CHOSEN) choose(reportPeriodOf(value as ReportPeriodPreset, new Date()));
        }}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Group gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={draft.fromDate}
          onChange={(event) => choose({ ...draft, fromDate: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={draft.toDate}
          onChange={(event) => choose({ ...draft, toDate: event.currentTarget.value })}
        />
      </Group>
      <FormErrorAlert message={problem} />
    </Stack>
  );
}

import { useState } from 'react';
import { NumberInput, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { startOfWeek, pacificDate, addPacificDays } from '@hgn/domain/time';
import { timeOffRequestMessages } from '@hgn/domain/messages';
import {
  endingDateOf,
  mayStartTimeOffOn,
  MAX_TIME_OFF_WEEKS,
  timeOffRequestInput,
  type TimeOffReasonType,
} from '@hgn/domain/timeOff';
import { formatDay } from '../../../ui/formatDate';
import { CancelSubmitButtons, FormProblemText } from '../../../ui/FormParts';
import { timeOffMessages } from './timeOffMessages';
import { serverSentence } from '../../../shared/api/apiError';
import { useActor } from '../../../shared/session/useActor';

export type TimeOffFormValues = {
  startingDate: string;
  duration: number;
  reason: string;
  reasonType: TimeOffReasonType;
};

interface TimeOffFormProps {
  userId: string;
  initial?: TimeOffFormValues;
  submitLabel: string;
  onSubmit: (values: TimeOffFormValues) => Promise<void>;
  onCancel: () => void;
}

const nextSunday = (): string => addPacificDays(pacificDate(startOfWeek(new Date())), 7);

/** Start day, duration in weeks and reason; the last day off is shown as it will be computed. */
export function TimeOffForm({ userId, initial, submitLabel, onSubmit, onCancel }: TimeOffFormProps) {
  const [values, setValues] = useState<TimeOffFormValues>(
    initial ?? { startingDate: nextSunday(), duration: 1, reason: '', reasonType: 'vacationTime' },
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const actor = useActor();
  const set = <K extends keyof TimeOffFormValues>(key: K, value: TimeOffFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const parsed = timeOffRequestInput.safeParse({ ...values, requestFor: userId });
  const period = timeOffRequestInput.pick({ startingDate: true, duration: true }).safeParse(values);
  // The rule the server applies; a request already under way keeps its start when edited.
  const startsTooEarly =
    period.success &&
    actor !== null &&
    values.startingDate !== initial?.startingDate &&
    !mayStartTimeOffOn(actor, period.data.startingDate, new Date());
  const submit = async () => {
    if (!parsed.success) {
      setError(timeOffMessages.incomplete);
      return;
    }
    if (startsTooEarly) {
      setError(timeOffRequestMessages.startInPast);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(serverSentence(failure, timeOffMessages.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label="Starting date"
        required
        value={values.startingDate}
        onChange={(e) => set('startingDate', e.currentTarget.value)}
      />
      <NumberInput
        label="Duration (weeks)"
        required
        min={1}
        max={MAX_TIME_OFF_WEEKS}
        allowDecimal={false}
        value={Number.isNaN(values.duration) ? '' : values.duration}
        // An emptied field is a missing duration, not zero weeks.
        onChange={(value) => set('duration', typeof value === 'number' ? value : Number.NaN)}
      />
      {period.success && (
        <Text size="sm" c="dimmed" data-testid="time-off-ending">
          Last day off: {formatDay(endingDateOf(period.data.startingDate, period.data.duration))}
        </Text>
      )}
      <SegmentedControl
        aria-label="Kind of absence"
        value={values.reasonType}
        onChange={(value) => set('reasonType', value)}
        data={[
          { value: 'vacationTime', label: 'Vacation' },
          { value: 'other', label: 'Other' },
        ]}
      />
      <Textarea
        label="Reason"
        required
        autosize
        minRows={2}
        value={values.reason}
        onChange={(e) => set('reason', e.currentTarget.value)}
      />
      <FormProblemText message={error} />
      <CancelSubmitButtons
        submitLabel={submitLabel}
        submitting={saving}
        onSubmit={() => void submit()}
        onCancel={onCancel}
      />
    </Stack>
  );
}

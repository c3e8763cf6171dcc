import { Alert, Button, Group, NumberInput } from '@mantine/core';

/** A failure that belongs to no single field, shown above the form. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** Cancel on the left of the form's submit button. */
export function CancelSubmitButtons({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Whole weekly hours from 0 to 168, for a form library's controlled field. */
export function WeeklyHoursInput({
  field,
  error,
}: {
  field: { name: string; value: unknown; onChange: (hours: number) => void; onBlur: () => void };
  error: string | undefined;
}) {
  return (
    <NumberInput
      label="Weekly committed hours"
      required
      min={0}
      max={168}
      allowDecimal={false}
      name={field.name}
      value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
      // An emptied field is a missing number, not zero hours.
      onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

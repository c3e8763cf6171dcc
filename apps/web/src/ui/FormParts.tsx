import { Alert, Button, Group, NumberInput, Text, type MantineColor } from '@mantine/core';

/** A failure that belongs to no single field, shown above the form. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** A short sentence under a form's fields saying what stops it. */
export function FormProblemText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="var(--mantine-color-error)" size="sm" role="alert">
      {message}
    </Text>
  );
}

/** Cancel on the left of the form's main action. */
export function CancelSubmitButtons({
  submitLabel,
  submitting = false,
  disabled = false,
  color,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  submitting?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  /** The action of a dialog without a form element; when absent the button submits the form. */
  onSubmit?: () => void;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={submitting}
        disabled={disabled}
        color={color}
      >
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

import { NumberInput } from '@mantine/core';

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

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** What the field shows of what the form holds: a number, or the text typed. */
const heldOf = (held: unknown): number | string =>
  typeof held === 'number' || typeof held === 'string' ? held : '';

/**
 * A form's number field. What is typed that is not a number (the field emptied, `1.` on its way to
 * `1.5`) is held as `notANumber` makes it: empty text the schema reads as none, a number such as 0,
 * or the text itself for a schema that reads typed text.
 */
export function FormNumberInput<Values extends FieldValues, Output>({
  control,
  name,
  notANumber,
  deps,
  ...input
}: Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  notANumber: (typed: string) => number | string;
  /** Fields checked again when this one changes once the form was sent: a rule over several fields. */
  deps?: FieldPath<Values>[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          name={field.name}
          value={heldOf(field.value)}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : notANumber(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

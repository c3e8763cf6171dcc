import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A form's number field. What is typed that is not a number (the field emptied) is held as
 * `notANumber` makes it: empty text the schema reads as none, or a number such as 0.
 */
export function FormNumberInput<Values extends FieldValues, Output>({
  control,
  name,
  notANumber,
  ...input
}: Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  notANumber: (typed: string) => number | '';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : notANumber(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

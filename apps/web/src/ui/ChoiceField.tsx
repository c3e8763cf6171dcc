import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@mantine/core';

/** A form's field that always holds one of fixed choices (a type, a priority): a select that cannot be emptied. */
export function ChoiceField<Values extends FieldValues, Output>({
  control,
  name,
  data,
  ...select
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'allowDeselect'> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  data: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          data={[...data]}
          value={field.value}
          allowDeselect={false}
          error={fieldState.error?.message}
          onChange={(value) => value && field.onChange(value)}
        />
      )}
    />
  );
}

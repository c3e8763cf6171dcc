import { Controller, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { STOCK_QUANTITY_MAX, type LogUnit } from '@hgn/domain/buildingManagement';
import { FormNumberInput } from '../../../ui/FormNumberInput';
import { FormProblemText } from '../../../ui/FormParts';

/** One item's use as a form holds it: each quantity as typed, which the schema reads (emptied, 0). */
export type UsageDraft = {
  material: { _id: string };
  quantityUsed: number | string;
  quantityWasted: number | string;
  QtyUsedLogUnit: LogUnit;
  QtyWastedLogUnit: LogUnit;
};

export const blankUsage = (stockId: string): UsageDraft => ({
  material: { _id: stockId },
  quantityUsed: 0,
  quantityWasted: 0,
  QtyUsedLogUnit: 'unit',
  QtyWastedLogUnit: 'unit',
});

type QuantityKey = 'quantityUsed' | 'quantityWasted';
type UnitKey = 'QtyUsedLogUnit' | 'QtyWastedLogUnit';

const UNITS = [
  { value: 'unit', label: 'Unit' },
  { value: 'percent', label: '%' },
];

/** A quantity is held as typed, for the schema to read. */
const asTyped = (typed: string) => typed;

interface UsageFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Where a part of this item's use is held in the form. */
  at: (key: QuantityKey | UnitKey) => FieldPath<Values>;
  /** What is checked again when a quantity or unit changes: where the rule over both quantities speaks. */
  recheck: FieldPath<Values>;
  /** The item's name, which tells apart the fields of several items. */
  name: string;
  /** What is wrong with the use as a whole (more than is available), shown under both quantities. */
  problem: string | undefined;
}

function QuantityField<Values extends FieldValues, Output>({
  control,
  at,
  recheck,
  name,
  label,
  quantity,
  unit,
}: Omit<UsageFieldsProps<Values, Output>, 'problem'> & {
  label: string;
  quantity: QuantityKey;
  unit: UnitKey;
}) {
  const unitChosen = useWatch({ control, name: at(unit) }) as LogUnit;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <FormNumberInput
        control={control}
        name={at(quantity)}
        label={label}
        aria-label={`${label} (${name})`}
        w={130}
        min={0}
        max={unitChosen === 'percent' ? 100 : STOCK_QUANTITY_MAX}
        notANumber={asTyped}
        deps={[recheck]}
      />
      <Controller
        control={control}
        name={at(unit)}
        rules={{ deps: [recheck] }}
        render={({ field }) => (
          <SegmentedControl
            mt={25}
            size="xs"
            aria-label={`${label} (${name}) counted in`}
            data={UNITS}
            value={field.value}
            onChange={(next) => field.onChange(next === 'percent' ? 'percent' : 'unit')}
          />
        )}
      />
    </Group>
  );
}

/** Used and wasted of one stock item, each in the type's unit or in percent of what is available. */
export function UsageFields<Values extends FieldValues, Output>({
  problem,
  ...fields
}: UsageFieldsProps<Values, Output>) {
  return (
    <Stack gap={4}>
      <Group gap="md" align="flex-start">
        <QuantityField {...fields} label="Used" quantity="quantityUsed" unit="QtyUsedLogUnit" />
        <QuantityField {...fields} label="Wasted" quantity="quantityWasted" unit="QtyWastedLogUnit" />
      </Group>
      <FormProblemText message={problem ?? null} />
    </Stack>
  );
}

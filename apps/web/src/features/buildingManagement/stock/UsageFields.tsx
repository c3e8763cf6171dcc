import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { STOCK_QUANTITY_MAX, type LogUnit } from '@hgn/domain/buildingManagement';
import type { UsageDraft, UsageProblems } from './usageRules';

const UNITS = [
  { value: 'unit', label: 'Unit' },
  { value: 'percent', label: '%' },
];

function QuantityField({
  label,
  name,
  value,
  unit,
  error,
  onValue,
  onUnit,
}: {
  label: string;
  name: string;
  value: number | string;
  unit: LogUnit;
  error: string | undefined;
  onValue: (value: number | string) => void;
  onUnit: (unit: LogUnit) => void;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        aria-label={`${label} (${name})`}
        w={130}
        min={0}
        max={unit === 'percent' ? 100 : STOCK_QUANTITY_MAX}
        value={value}
        onChange={onValue}
        error={error}
      />
      <SegmentedControl
        mt={25}
        size="xs"
        aria-label={`${label} (${name}) counted in`}
        data={UNITS}
        value={unit}
        onChange={(next) => onUnit(next === 'percent' ? 'percent' : 'unit')}
      />
    </Group>
  );
}

/** Used and wasted of one stock item, each in the type's unit or in percent of what is available. */
export function UsageFields({
  name,
  draft,
  problems,
  onChange,
}: {
  name: string;
  draft: UsageDraft;
  problems: UsageProblems;
  onChange: (draft: UsageDraft) => void;
}) {
  return (
    <Stack gap={4}>
      <Group gap="md" align="flex-start">
        <QuantityField
          label="Used"
          name={name}
          value={draft.quantityUsed}
          unit={draft.QtyUsedLogUnit}
          error={problems.quantityUsed}
          onValue={(quantityUsed) => onChange({ ...draft, quantityUsed })}
          onUnit={(QtyUsedLogUnit) => onChange({ ...draft, QtyUsedLogUnit })}
        />
        <QuantityField
          label="Wasted"
          name={name}
          value={draft.quantityWasted}
          unit={draft.QtyWastedLogUnit}
          error={problems.quantityWasted}
          onValue={(quantityWasted) => onChange({ ...draft, quantityWasted })}
          onUnit={(QtyWastedLogUnit) => onChange({ ...draft, QtyWastedLogUnit })}
        />
      </Group>
      {problems.total ? (
        <Text size="sm" c="red" role="alert">
          {problems.total}
        </Text>
      ) : null}
    </Stack>
  );
}

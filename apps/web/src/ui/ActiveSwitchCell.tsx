import { Switch, Table } from '@mantine/core';

// Apart from ListTable: the lists that switch a row on and off pull in Mantine's Switch; the others,
// some of them on the dashboard's first view, do without it.

/** A row's active switch, named after the row. */
export function ActiveSwitchCell({
  name,
  isActive,
  disabled,
  onChange,
}: {
  name: string;
  isActive: boolean;
  disabled: boolean;
  onChange: (isActive: boolean) => void;
}) {
  return (
    <Table.Td>
      <Switch
        aria-label={`${name} active`}
        checked={isActive}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Table.Td>
  );
}

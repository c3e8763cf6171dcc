import type { ReactNode } from 'react';
import { ActionIcon, Group, Switch, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** A numbered, striped list that scrolls sideways on narrow screens; a `false` heading is left out. */
export function ListTable({
  minWidth,
  headings,
  children,
}: {
  minWidth: number;
  headings: readonly (string | false)[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) =>
              heading === false ? null : <Table.Th key={heading}>{heading}</Table.Th>,
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The row's number and name, the first two cells of every list. */
export function NumberAndNameCells({ index, name }: { index: number; name: string }) {
  return (
    <>
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
    </>
  );
}

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

/** Edit and delete buttons named after the row; a button without its handler is not shown. */
export function EditDeleteCell({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        {onEdit ? (
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil aria-hidden size={16} />
          </ActionIcon>
        ) : null}
        {onDelete ? (
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash aria-hidden size={16} />
          </ActionIcon>
        ) : null}
      </Group>
    </Table.Td>
  );
}

/** A red bin button; the label names whom or what it removes. */
export function RemoveButton({
  label,
  onRemove,
  disabled,
}: {
  label: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove} disabled={disabled}>
      <IconTrash aria-hidden size={16} />
    </ActionIcon>
  );
}

export function RemoveCell(props: { label: string; onRemove: () => void; disabled: boolean }) {
  return (
    <Table.Td>
      <RemoveButton {...props} />
    </Table.Td>
  );
}

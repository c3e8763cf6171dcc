import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Group, Table, type TableProps } from '@mantine/core';
import { IconPencil, IconTrash, type Icon } from '@tabler/icons-react';
import { ScrollRegion } from './ScrollRegion';

interface ListTableProps extends Pick<TableProps, 'aria-label' | 'aria-labelledby'> {
  /** Below this width the list scrolls sideways; without it the cells wrap to fit. */
  minWidth?: number;
  /** While the list scrolls sideways its last column (the row's actions) stays in view. */
  hasStickyLastColumn?: boolean;
  headings: readonly (string | false)[];
  children: ReactNode;
}

/** A striped list under its column headings; a `false` heading is left out. */
export function ListTable({
  minWidth,
  hasStickyLastColumn = false,
  headings,
  children,
  ...naming
}: ListTableProps) {
  const table = (
    <Table striped highlightOnHover verticalSpacing="xs" miw={minWidth} {...naming}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading) =>
            heading === false ? null : <Table.Th key={heading}>{heading}</Table.Th>,
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <ScrollRegion label={naming['aria-label']} hasStickyLastColumn={hasStickyLastColumn}>
      {table}
    </ScrollRegion>
  );
}

/** The row's number and name, the first two cells of every list. */
export function NumberAndNameCells({ index, name }: { index: number; name: ReactNode }) {
  return (
    <>
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
    </>
  );
}

interface EditDeleteProps {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** Edit and delete buttons named after what they change; a button without its handler is not shown. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteProps) {
  return (
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
  );
}

export function EditDeleteCell(props: EditDeleteProps) {
  return (
    <Table.Td>
      <EditDeleteButtons {...props} />
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

/** A cell holding one icon that leads to another page; the label says where. */
export function LinkIconCell({ to, label, icon: Icon }: { to: string; label: string; icon: Icon }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={to} aria-label={label}>
        <Icon aria-hidden size={18} />
      </Anchor>
    </Table.Td>
  );
}

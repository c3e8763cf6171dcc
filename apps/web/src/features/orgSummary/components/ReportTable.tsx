import { Table } from '@mantine/core';
import type { CsvCell, CsvColumn } from '@hgn/domain/reports';
import { ListTable } from '../../../ui/ListTable';

const cellText = (cell: CsvCell): string =>
  typeof cell === 'number'
    ? cell.toLocaleString('en-US', { maximumFractionDigits: 2 })
    : typeof cell === 'boolean'
      ? cell
        ? 'Yes'
        : 'No'
      : (cell ?? '');

/** A report table with the columns of its CSV export, so the file holds what the screen shows. */
export function ReportTable<Row>({
  label,
  columns,
  rows,
  keyOf,
}: {
  label: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  keyOf: (row: Row, index: number) => string;
}) {
  return (
    <ListTable aria-label={label} minWidth={640} headings={columns.map((column) => column.heading)}>
      {rows.map((row, index) => (
        <Table.Tr key={keyOf(row, index)}>
          {columns.map((column) => (
            <Table.Td key={column.heading} style={{ overflowWrap: 'anywhere' }}>
              {cellText(column.value(row))}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

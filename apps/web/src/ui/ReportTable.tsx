import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { CsvCell, CsvColumn } from '@hgn/domain/reports';
import { formatDay } from './formatDate';
import { formatNumber } from './formatNumber';
import { ListTable } from './ListTable';
import { EmptyText } from './Section';

const cellText = (cell: CsvCell, kind: CsvColumn<unknown>['kind']): string =>
  kind === 'day' && typeof cell === 'string'
    ? formatDay(cell)
    : typeof cell === 'boolean'
      ? cell
        ? 'Yes'
        : 'No'
      : typeof cell === 'number'
        ? formatNumber(cell)
        : (cell ?? '');

interface ReportTableProps<Row> {
  label: string;
  /** The columns of the table's CSV export, so that the screen and the file show the same. */
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  /** What the table says when it has no rows. */
  emptyText: string;
  /** Where a line's first cell leads, when the viewer may open it. */
  linkOf?: (row: Row) => string | undefined;
}

/** A report's table: a line per row, the first cell its name, the figures after it. */
export function ReportTable<Row>({ label, columns, rows, emptyText, linkOf }: ReportTableProps<Row>) {
  if (rows.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <ListTable aria-label={label} minWidth={480} headings={columns.map((column) => column.heading)}>
      {rows.map((row, index) => {
        const link = linkOf?.(row);
        return (
          <Table.Tr key={index}>
            {columns.map((column, columnIndex) => {
              const text = cellText(column.value(row), column.kind);
              return (
                <Table.Td key={column.heading} style={{ overflowWrap: 'anywhere' }}>
                  {columnIndex === 0 && link ? (
                    <Anchor component={Link} to={link}>
                      {text}
                    </Anchor>
                  ) : (
                    text
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

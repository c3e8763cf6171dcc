import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CsvColumn } from '@hgn/domain/reports';
import { renderWithProviders } from '../test/render';
import { ReportTable } from './ReportTable';

type Line = { id: string; name: string; hours: number; isActive: boolean; code: string | null };
const columns: readonly CsvColumn<Line>[] = [
  { heading: 'Name', value: (line) => line.name },
  { heading: 'Hours', value: (line) => line.hours },
  { heading: 'Active', value: (line) => line.isActive },
  { heading: 'Code', value: (line) => line.code },
];
const lines: Line[] = [
  { id: 'a', name: 'Garden', hours: 1234.567, isActive: true, code: 'G' },
  { id: 'b', name: 'Kitchen', hours: 2, isActive: false, code: null },
];

describe('a report table', () => {
  it('shows the columns of its CSV, numbers to two decimals and yes or no for a flag', () => {
    renderWithProviders(<ReportTable label="Projects" columns={columns} rows={lines} emptyText="None." />);
    const rows = within(screen.getByRole('table', { name: 'Projects' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameHoursActiveCode',
      'Garden1,234.57YesG',
      'Kitchen2No',
    ]);
  });

  it('leads from a line’s name where the viewer may open it', () => {
    renderWithProviders(
      <ReportTable
        label="Projects"
        columns={columns}
        rows={lines}
        emptyText="None."
        linkOf={(line) => (line.id === 'a' ? '/projectreport/a' : undefined)}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Projects' }));
    expect(table.getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/projectreport/a');
    expect(table.getAllByRole('link')).toHaveLength(1);
  });

  it('says so when it has no lines', () => {
    renderWithProviders(<ReportTable label="Projects" columns={columns} rows={[]} emptyText="None." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('None.')).toBeInTheDocument();
  });
});

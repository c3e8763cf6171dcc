import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('is an image whose label reads the title and every value', () => {
    renderWithProviders(
      <BarChart
        title="Hours by project"
        unit="hours"
        rows={[
          { label: 'Garden', value: 12.5 },
          { label: 'Kitchen', value: 3 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Hours by project: Garden 12.5 hours, Kitchen 3 hours' }),
    ).toBeVisible();
  });

  it('writes a counted word in the form each value takes', () => {
    renderWithProviders(
      <BarChart
        title="Open issues by project"
        unit={['issue', 'issues']}
        rows={[
          { label: 'Garden', value: 1 },
          { label: 'Kitchen', value: 3 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Open issues by project: Garden 1 issue, Kitchen 3 issues' }),
    ).toBeVisible();
    expect(screen.getByText('1 issue')).toBeInTheDocument();
  });

  it('draws the largest value widest and scales the rest to it', () => {
    const { container } = renderWithProviders(
      <BarChart
        title="Hours"
        rows={[
          { label: 'A', value: 10 },
          { label: 'B', value: 5, color: 'var(--mantine-color-teal-filled)' },
          { label: 'C', value: Number.NaN },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.getAttribute('width'))).toEqual(['85%', '42.5%', '0%']);
    expect(bars[1]).toHaveAttribute('fill', 'var(--mantine-color-teal-filled)');
  });

  it('says so when there is nothing to draw', () => {
    renderWithProviders(<BarChart title="Hours" rows={[]} emptyText="No hours logged." />);
    expect(screen.getByText('No hours logged.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

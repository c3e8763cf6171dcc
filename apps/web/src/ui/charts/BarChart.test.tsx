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
    expect(screen.getAllByText('1 issue').length).toBeGreaterThan(0);
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
    const bars = [...container.querySelectorAll<HTMLElement>('span[style*="background"]')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '50%', '0%']);
    expect(bars[1]!.style.background).toBe('var(--mantine-color-teal-filled)');
  });

  it('writes each value just after its bar, and again in the room kept after the track for the widest', () => {
    const { container } = renderWithProviders(
      <BarChart
        title="Hours by category"
        unit="hours"
        rows={[
          { label: 'Food', value: 227.07 },
          { label: 'Housing', value: 12 },
        ]}
      />,
    );
    const written = (text: string) =>
      [...container.querySelectorAll('span')].filter(
        (span) => span.childElementCount === 0 && span.textContent === text,
      );
    for (const [text, left] of [
      ['227.07 hours', 100],
      ['12 hours', (12 / 227.07) * 100],
    ] as const) {
      const [afterBar, room] = written(text);
      expect(parseFloat(afterBar!.style.left)).toBeCloseTo(left);
      expect(room!.parentElement).toBe(afterBar!.parentElement!.parentElement);
    }
  });

  it('says so when there is nothing to draw', () => {
    renderWithProviders(<BarChart title="Hours" rows={[]} emptyText="No hours logged." />);
    expect(screen.getByText('No hours logged.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import { Text } from '@mantine/core';
import { formatCount, formatNumber, type CountedWord } from '../formatNumber';
import classes from './BarChart.module.css';

export interface BarChartRow {
  label: string;
  value: number;
  /** A CSS colour; Mantine's variables (`var(--mantine-color-teal-filled)`) follow the colour scheme. */
  color?: string;
}

/**
 * Horizontal bars, one per row, each labelled above and with its value after it. The largest bar
 * fills the track; the track leaves room after it for the widest value (`BarChart.module.css`), so no
 * value is cut off and the chart follows the width of its column without measuring it. Coloured with
 * Mantine's variables, so it follows the colour scheme. Screen readers read the title and every row's
 * value from the label of the image.
 */
export function BarChart({
  title,
  rows,
  unit,
  emptyText = 'Nothing to show for this period.',
}: {
  title: string;
  rows: readonly BarChartRow[];
  /** Written after each value: a word as it is ("hours"), or a counted word's two forms (["item", "items"]). */
  unit?: string | CountedWord;
  emptyText?: string;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  const valueOf = (row: BarChartRow) => (Number.isFinite(row.value) ? Math.max(row.value, 0) : 0);
  const largest = Math.max(...rows.map(valueOf)) || 1;
  const describe = (row: BarChartRow) =>
    typeof unit === 'object'
      ? formatCount(valueOf(row), unit)
      : `${formatNumber(valueOf(row))}${unit ? ` ${unit}` : ''}`;
  const summary = `${title}: ${rows.map((row) => `${row.label} ${describe(row)}`).join(', ')}`;
  return (
    <div role="img" aria-label={summary} className={classes.chart}>
      {rows.map((row, index) => {
        const width = `${(valueOf(row) / largest) * 100}%`;
        return (
          <div key={`${index}-${row.label}`} aria-hidden="true" className={classes.row}>
            <span className={classes.label}>{row.label}</span>
            <span className={classes.track}>
              <span
                className={classes.bar}
                style={{ width, background: row.color ?? 'var(--mantine-primary-color-filled)' }}
              />
              <span className={classes.value} style={{ left: width }}>
                {describe(row)}
              </span>
            </span>
            <span className={classes.room}>{describe(row)}</span>
          </div>
        );
      })}
    </div>
  );
}

import { Text } from '@mantine/core';
import { formatCount, formatNumber, type CountedWord } from '../formatNumber';

export interface BarChartRow {
  label: string;
  value: number;
  /** A CSS colour; Mantine's variables (`var(--mantine-color-teal-filled)`) follow the colour scheme. */
  color?: string;
}

const rowHeight = 44;
const labelBaseline = 14;
const barTop = 20;
const barHeight = 16;
/** The share of the width the longest bar takes, leaving room for its value after it. */
const barSpan = 85;

/**
 * Horizontal bars, one per row, each labelled above and with its value after it. Plain SVG sized in
 * percentages, so it follows the width of its column without measuring it, and coloured with Mantine's
 * variables, so it follows the colour scheme. Screen readers read the title and every row's value
 * from the label of the image.
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
    <svg role="img" aria-label={summary} width="100%" height={rows.length * rowHeight}>
      <title>{title}</title>
      {rows.map((row, index) => {
        const top = index * rowHeight;
        const width = (valueOf(row) / largest) * barSpan;
        return (
          <g key={`${index}-${row.label}`} aria-hidden="true">
            <text x="0" y={top + labelBaseline} fontSize="13" fill="var(--mantine-color-text)">
              {row.label}
            </text>
            <rect
              x="0"
              y={top + barTop}
              width={`${width}%`}
              height={barHeight}
              rx="3"
              fill={row.color ?? 'var(--mantine-primary-color-filled)'}
            />
            <text
              x={`${width}%`}
              dx="6"
              y={top + barTop + barHeight - 3}
              fontSize="12"
              fill="var(--mantine-color-dimmed)"
            >
              {describe(row)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

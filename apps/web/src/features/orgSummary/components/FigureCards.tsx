import { Card, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import {
  changeOf,
  VOLUNTEER_FIGURE_LABELS,
  VOLUNTEER_FIGURES,
  type VolunteerFigure,
  type VolunteerStatsJson,
} from '@hgn/domain/orgSummary';
import { formatNumber } from '../../../ui/formatNumber';
import classes from './FigureCards.module.css';

/** Figures that are better when they fall. */
const BETTER_LOWER: ReadonlySet<VolunteerFigure> = new Set([
  'deactivatedVolunteers',
  'missedCommitment',
  'blueSquares',
]);

function FigureCard({ figure, stats }: { figure: VolunteerFigure; stats: VolunteerStatsJson }) {
  const value = stats.figures[figure];
  const { difference, percent } = changeOf(value);
  const isBetter = BETTER_LOWER.has(figure) ? difference < 0 : difference > 0;
  const Arrow = difference > 0 ? IconArrowUpRight : IconArrowDownRight;
  const change =
    difference === 0
      ? 'No change'
      : `${difference > 0 ? 'Up' : 'Down'} ${formatNumber(Math.abs(difference))}${percent === null ? '' : ` (${formatNumber(Math.abs(percent))}%)`}`;
  return (
    <Card withBorder padding="sm" component="li">
      <Text size="sm" c="dimmed">
        {VOLUNTEER_FIGURE_LABELS[figure]}
      </Text>
      <Text size="xl" fw={700}>
        {formatNumber(value.current)}
      </Text>
      <Text
        size="xs"
        c={
          difference === 0
            ? 'dimmed'
            : isBetter
              ? 'var(--mantine-color-green-text)'
              : 'var(--mantine-color-red-text)'
        }
      >
        {difference !== 0 && <Arrow size={12} aria-hidden style={{ verticalAlign: 'middle' }} />} {change}
        {' from '}
        {formatNumber(value.comparison)}
      </Text>
    </Card>
  );
}

/** Each volunteer figure of the period with how it moved against the comparison period. */
export function FigureCards({ stats }: { stats: VolunteerStatsJson }) {
  return (
    <ul className={classes.cards} aria-label="Volunteer figures">
      {VOLUNTEER_FIGURES.map((figure) => (
        <FigureCard key={figure} figure={figure} stats={stats} />
      ))}
    </ul>
  );
}

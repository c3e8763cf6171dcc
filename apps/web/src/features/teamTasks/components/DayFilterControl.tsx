import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DAY_FILTERS } from '@hgn/domain/teamTasks';
import { WIDE_TABLES_QUERY } from '../../../ui/layouts';
import { DAY_FILTER_COLORS, dayLabel } from '../teamTasksModel';
import type { DayFilterProps } from './DayFilterSelect';

// The select replaces the buttons on narrow screens only, so wide ones never load it.
const DayFilterSelect = lazy(async () => ({ default: (await import('./DayFilterSelect')).DayFilterSelect }));

/** The time-log filters: buttons of their own colour, or a select below 768 px. */
export function DayFilterControl({ value, onChange }: DayFilterProps) {
  const isWide = useMediaQuery(WIDE_TABLES_QUERY, true);
  if (!isWide)
    return (
      <Suspense fallback={null}>
        <DayFilterSelect value={value} onChange={onChange} />
      </Suspense>
    );
  return (
    <Group gap="xs" role="group" aria-label="Time logs of the past">
      {DAY_FILTERS.map((days) => (
        <Button
          key={days}
          size="xs"
          color={DAY_FILTER_COLORS[days]}
          variant={value === days ? 'filled' : 'light'}
          aria-pressed={value === days}
          onClick={() => onChange(value === days ? null : days)}
        >
          {dayLabel(days)}
        </Button>
      ))}
    </Group>
  );
}

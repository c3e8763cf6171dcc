import { Button, Group, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DAY_FILTERS, type DayFilter } from '@hgn/domain/teamTasks';
import { DAY_FILTER_COLORS } from '../teamTasksModel';

const dayLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

/** The time-log filters: buttons of their own colour, or a select below 768 px. */
export function DayFilterControl({
  value,
  onChange,
}: {
  value: DayFilter | null;
  onChange: (value: DayFilter | null) => void;
}) {
  const isWide = useMediaQuery('(min-width: 768px)', true);
  if (!isWide)
    return (
      <Select
        label="Time logs of the past"
        data={[
          { value: '', label: 'No time logs' },
          ...DAY_FILTERS.map((days) => ({ value: String(days), label: dayLabel(days) })),
        ]}
        value={value === null ? '' : String(value)}
        onChange={(next) => onChange(next ? (Number(next) as DayFilter) : null)}
        allowDeselect={false}
        w={180}
      />
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

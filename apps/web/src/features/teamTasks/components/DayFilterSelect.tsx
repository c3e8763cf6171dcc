import { Select } from '@mantine/core';
import { DAY_FILTERS, type DayFilter } from '@hgn/domain/teamTasks';
import { dayLabel } from '../teamTasksModel';

/** The past days whose time logs are shown, or null for none. */
export type DayFilterProps = { value: DayFilter | null; onChange: (value: DayFilter | null) => void };

/** The time-log filters as one select, for narrow screens. */
export function DayFilterSelect({ value, onChange }: DayFilterProps) {
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
}

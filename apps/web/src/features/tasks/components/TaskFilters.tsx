import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TASK_PRIORITIES } from '@hgn/domain/tasks';
import { FilterSelects } from '../../../ui/FilterSelects';
import { noTaskFilter, type CompletionFilter, type TaskFilter } from '../taskOutline';

const completionLabels: { value: CompletionFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'complete', label: 'Complete' },
  { value: 'all', label: 'All' },
];

/** Which tasks the tree shows: by completion, status, priority, person and words. */
export function TaskFilters({
  filter,
  statuses,
  people,
  onChange,
}: {
  filter: TaskFilter;
  statuses: readonly string[];
  people: readonly { value: string; label: string }[];
  onChange: (filter: TaskFilter) => void;
}) {
  const change = (part: Partial<TaskFilter>) => onChange({ ...filter, ...part });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label="Task filters">
      <SegmentedControl
        aria-label="Show tasks"
        data={completionLabels}
        value={filter.completion}
        onChange={(value) => change({ completion: value })}
      />
      <FilterSelects
        fields={[
          { name: 'status', label: 'Status', placeholder: 'Any status', data: statuses, width: 160 },
          {
            name: 'priority',
            label: 'Priority',
            placeholder: 'Any priority',
            data: TASK_PRIORITIES,
            width: 160,
          },
          {
            name: 'personId',
            label: 'Assigned to',
            placeholder: 'Anyone',
            data: people,
            searchable: true,
            width: 200,
          },
        ]}
        values={filter}
        onChange={change}
        isFullWidthOnPhones
      />
      <TextInput
        label="Search"
        placeholder="Name, number or person"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.text}
        onChange={(event) => change({ text: event.currentTarget.value })}
        w={{ base: '100%', xs: 220 }}
      />
      <Button variant="subtle" onClick={() => onChange(noTaskFilter)}>
        Clear filters
      </Button>
    </Group>
  );
}

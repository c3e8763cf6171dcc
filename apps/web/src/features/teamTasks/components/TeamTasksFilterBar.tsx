import { Group, MultiSelect } from '@mantine/core';
import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import { STATUS_COLOR_OPTIONS, filterOptions, type TeamTasksFilters } from '../teamTasksModel';

/** The Team, Team Code and Color filters of the leading roles; loaded only for them. */
export function TeamTasksFilterBar({
  members,
  filters,
  onChange,
}: {
  members: readonly TeamMemberTasksJson[];
  filters: TeamTasksFilters;
  onChange: (change: Partial<TeamTasksFilters>) => void;
}) {
  const options = filterOptions(members);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label="Team"
        data={options.teams}
        value={filters.teams}
        onChange={(teams) => onChange({ teams })}
        searchable
        clearable
        w={240}
      />
      <MultiSelect
        label="Team Code"
        data={options.teamCodes}
        value={filters.teamCodes}
        onChange={(teamCodes) => onChange({ teamCodes })}
        searchable
        clearable
        w={200}
      />
      <MultiSelect
        label="Color"
        data={STATUS_COLOR_OPTIONS}
        value={filters.colors}
        onChange={(colors) => onChange({ colors })}
        clearable
        w={240}
      />
    </Group>
  );
}

import { Group } from '@mantine/core';
import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import { FilterSelects } from '../../../ui/FilterSelects';
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
      <FilterSelects
        multiple
        fields={[
          { name: 'teams', label: 'Team', data: options.teams, searchable: true, width: 240 },
          { name: 'teamCodes', label: 'Team Code', data: options.teamCodes, searchable: true, width: 200 },
          { name: 'colors', label: 'Color', data: STATUS_COLOR_OPTIONS, width: 240 },
        ]}
        values={filters}
        onChange={onChange}
      />
    </Group>
  );
}

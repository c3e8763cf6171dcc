import { Group } from '@mantine/core';
import type { TeamTasksFilters, TeamTasksPageJson } from '@hgn/domain/teamTasks';
import { FilterSelects } from '../../../ui/FilterSelects';
import { STATUS_COLOR_OPTIONS } from '../teamTasksModel';

/** The Team, Team Code and Color filters of the leading roles, offering the server's choices; loaded only for them. */
export function TeamTasksFilterBar({
  choices,
  filters,
  onChange,
}: {
  choices: Pick<TeamTasksPageJson, 'teams' | 'teamCodes'>;
  filters: TeamTasksFilters;
  onChange: (change: Partial<TeamTasksFilters>) => void;
}) {
  const teams = choices.teams.map((team) => ({ value: team._id, label: team.teamName }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <FilterSelects
        multiple
        fields={[
          { name: 'teams', label: 'Team', data: teams, searchable: true, width: 240 },
          { name: 'teamCodes', label: 'Team Code', data: choices.teamCodes, searchable: true, width: 200 },
          { name: 'colors', label: 'Color', data: STATUS_COLOR_OPTIONS, width: 240 },
        ]}
        values={filters}
        onChange={onChange}
      />
    </Group>
  );
}

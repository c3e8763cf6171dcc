import { Button, Menu, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { TEAM_FILTER_LABEL_LENGTH, cutName, teamDropdownNameLength } from '@hgn/domain/dashboard';
import { leaderboardMessages } from '@hgn/domain/messages';
import type { TeamListItemJson } from '@hgn/domain/teams';
import { useTeamsList } from '../api/leaderboardApi';

const byName = (a: TeamListItemJson, b: TeamListItemJson) => a.teamName.localeCompare(b.teamName);

/**
 * 'Show all' or one team: the active teams by name, each cut to 50 characters (27 in a narrow
 * window), the chosen one named in the button cut to 15.
 */
export function TeamFilter({
  teamId,
  onChange,
}: {
  teamId: string | null;
  onChange: (teamId: string | null) => void;
}) {
  const teams = useTeamsList();
  const width = useViewportSize().width || window.innerWidth;
  if (teams.isPending)
    return (
      <Button variant="default" size="xs" loading aria-label="Loading the teams">
        Team
      </Button>
    );
  if (teams.isError)
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        The teams could not be loaded.
      </Text>
    );
  const active = teams.data.filter((team) => team.isActive).sort(byName);
  if (active.length === 0)
    return (
      <Text size="sm" c="dimmed" role="status">
        {leaderboardMessages.noTeams}
      </Text>
    );
  const chosen = active.find((team) => team._id === teamId);
  const nameLength = teamDropdownNameLength(width);
  const check = (isChosen: boolean) =>
    isChosen ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          title={chosen?.teamName}
        >
          Team: {chosen ? cutName(chosen.teamName, TEAM_FILTER_LABEL_LENGTH) : 'Show all'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Item leftSection={check(chosen === undefined)} onClick={() => onChange(null)}>
          Show all
        </Menu.Item>
        {active.map((team) => (
          <Menu.Item
            key={team._id}
            leftSection={check(team._id === chosen?._id)}
            title={team.teamName}
            onClick={() => onChange(team._id)}
          >
            {cutName(team.teamName, nameLength)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

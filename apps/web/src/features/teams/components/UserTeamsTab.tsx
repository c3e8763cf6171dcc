import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import { can } from '@hgn/domain/permissions';
import type { TeamRefJson } from '@hgn/domain/users';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { NumberAndNameCells, RemoveCell } from '../../../ui/ListTable';
import { useAssignTeamMember } from '../api/teamsApi';
import { AddTeamDialog } from './AddTeamDialog';
import { toastError, toastSuccess } from '../../../ui/notify';

/** A user's teams in the profile editor; adding and removing a team is saved at once. */
export function UserTeamsTab({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const actor = useActor();
  const profile = useUserProfile(userId);
  const [adding, setAdding] = useState(false);
  const assign = useAssignTeamMember();

  const mayChange = canEdit && actor !== null && can(actor, 'assignTeamToUsers');
  const teams: readonly TeamRefJson[] = profile.data?.teams ?? [];

  const remove = (team: TeamRefJson) =>
    assign.mutate(
      { teamId: team._id, userId, operation: 'UnAssign' },
      {
        onSuccess: () => toastSuccess(teamMessages.memberDeleted),
        onError: () => toastError(teamMessages.assignFailed),
      },
    );

  if (profile.isPending) return <ListLoading label="Loading teams" />;
  if (profile.isError) return <ListLoadFailed message="The teams could not be loaded." />;

  return (
    <Stack gap="sm">
      {mayChange ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>
            Assign Team
          </Button>
        </Group>
      ) : null}
      {teams.length === 0 ? (
        <Text c="dimmed" size="sm">
          Not a member of any team.
        </Text>
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Team name</Table.Th>
              {mayChange ? <Table.Th>Remove</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team, index) => (
              <Table.Tr key={team._id}>
                <NumberAndNameCells index={index} name={team.teamName} />
                {mayChange ? (
                  <RemoveCell
                    label={`Remove from ${team.teamName}`}
                    onRemove={() => remove(team)}
                    disabled={assign.isPending}
                  />
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding ? (
        <AddTeamDialog
          userId={userId}
          userTeams={teams}
          canCreate={actor !== null && can(actor, 'postTeam')}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}

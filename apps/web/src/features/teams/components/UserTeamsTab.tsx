import { useState } from 'react';
import { ActionIcon, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import { can } from '@hgn/domain/permissions';
import type { TeamRefJson } from '@hgn/domain/users';
import { useUserProfile } from '../../../app/api/userProfile';
import { useActor } from '../../../app/session/useActor';
import { useAssignTeamMember } from '../api/teamsApi';
import { AddTeamDialog } from './AddTeamDialog';
import { toastError, toastSuccess } from './notify';

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

  if (profile.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading teams" role="status">
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  if (profile.isError)
    return (
      <Text c="red" size="sm" role="alert">
        The teams could not be loaded.
      </Text>
    );

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
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{team.teamName}</Table.Td>
                {mayChange ? (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove from ${team.teamName}`}
                      onClick={() => remove(team)}
                      disabled={assign.isPending}
                    >
                      <IconTrash aria-hidden size={16} />
                    </ActionIcon>
                  </Table.Td>
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

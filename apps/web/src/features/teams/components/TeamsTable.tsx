import { useState } from 'react';
import { ActionIcon, Button, Group, Switch, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import type { TeamListItemJson } from '@hgn/domain/teams';
import { useDeleteTeam, useUpdateTeam } from '../api/teamsApi';
import { RenameTeamModal } from './RenameTeamModal';
import { TeamCodeField } from './TeamCodeField';
import { TeamMembersDialog } from './TeamMembersDialog';
import { toastError, toastSuccess } from './notify';

export type TeamRights = {
  canEdit: boolean;
  canDelete: boolean;
  canAssign: boolean;
  canChangeVisibility: boolean;
};

export function TeamsTable({ teams, rights }: { teams: readonly TeamListItemJson[]; rights: TeamRights }) {
  const [membersOf, setMembersOf] = useState<TeamListItemJson | null>(null);
  const [editing, setEditing] = useState<TeamListItemJson | null>(null);
  const update = useUpdateTeam();
  const remove = useDeleteTeam();

  const setActive = (team: TeamListItemJson, isActive: boolean) =>
    update.mutate(
      { teamId: team._id, isActive },
      {
        onSuccess: () => toastSuccess(teamMessages.updated),
        onError: () => toastError('The team could not be updated.'),
      },
    );

  const confirmDelete = (team: TeamListItemJson) =>
    modals.openConfirmModal({
      title: `Delete ${team.teamName}?`,
      children: (
        <Text size="sm">
          The team and its {team.memberCount} {team.memberCount === 1 ? 'membership' : 'memberships'} are
          removed. The members&apos; profiles stay.
        </Text>
      ),
      labels: { confirm: 'Delete team', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(team._id, {
          onSuccess: () => toastSuccess(teamMessages.deleted),
          onError: () => toastError(teamMessages.deleteFailed),
        }),
    });

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Team name</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th>Team code</Table.Th>
              <Table.Th>Members</Table.Th>
              {rights.canEdit || rights.canDelete ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team, index) => (
              <Table.Tr key={team._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{team.teamName}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${team.teamName} active`}
                    checked={team.isActive}
                    disabled={!rights.canEdit || update.isPending}
                    onChange={(event) => setActive(team, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <TeamCodeField
                    key={team.teamCode}
                    teamId={team._id}
                    teamName={team.teamName}
                    teamCode={team.teamCode}
                    canEdit={rights.canEdit}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconUsers aria-hidden size={14} />}
                    onClick={() => setMembersOf(team)}
                    aria-label={`Members of ${team.teamName} (${team.memberCount})`}
                  >
                    {team.memberCount}
                  </Button>
                </Table.Td>
                {rights.canEdit || rights.canDelete ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {rights.canEdit ? (
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${team.teamName}`}
                          onClick={() => setEditing(team)}
                        >
                          <IconPencil aria-hidden size={16} />
                        </ActionIcon>
                      ) : null}
                      {rights.canDelete ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${team.teamName}`}
                          onClick={() => confirmDelete(team)}
                        >
                          <IconTrash aria-hidden size={16} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {membersOf ? (
        <TeamMembersDialog
          team={membersOf}
          canAssign={rights.canAssign}
          canChangeVisibility={rights.canChangeVisibility}
          onClose={() => setMembersOf(null)}
        />
      ) : null}
      {editing ? <RenameTeamModal team={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

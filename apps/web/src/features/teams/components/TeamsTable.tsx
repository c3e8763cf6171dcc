import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChartBar, IconUsers } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import type { TeamListItemJson } from '@hgn/domain/teams';
import { linkTo, paths } from '../../../shared/routing/paths';
import { ActiveSwitchCell } from '../../../ui/ActiveSwitchCell';
import { EditDeleteCell, LinkIconCell, ListTable, NumberAndNameCells } from '../../../ui/ListTable';
import { useDeleteTeam, useUpdateTeam } from '../api/teamsApi';
import { RenameTeamModal } from './RenameTeamModal';
import { TeamCodeField } from './TeamCodeField';
import { TeamMembersDialog } from './TeamMembersDialog';
import { toastError, toastSuccess } from '../../../ui/notify';

export type TeamRights = {
  canEdit: boolean;
  canDelete: boolean;
  canAssign: boolean;
  canChangeVisibility: boolean;
  /** Holders of getReports read every team's hours report. */
  canSeeReports: boolean;
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
        onError: () => toastError(teamMessages.updateFailed),
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
      <ListTable
        aria-label="Teams"
        minWidth={640}
        hasStickyLastColumn={rights.canEdit || rights.canDelete}
        headings={[
          '#',
          'Team name',
          'Active',
          'Team code',
          'Members',
          rights.canSeeReports && 'Report',
          (rights.canEdit || rights.canDelete) && 'Actions',
        ]}
      >
        {teams.map((team, index) => (
          <Table.Tr key={team._id}>
            <NumberAndNameCells index={index} name={team.teamName} />
            <ActiveSwitchCell
              name={team.teamName}
              isActive={team.isActive}
              disabled={!rights.canEdit || update.isPending}
              onChange={(isActive) => setActive(team, isActive)}
            />
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
            {rights.canSeeReports ? (
              <LinkIconCell
                to={linkTo(paths.teamReport, { teamId: team._id })}
                label={`Hours report of ${team.teamName}`}
                icon={IconChartBar}
              />
            ) : null}
            {rights.canEdit || rights.canDelete ? (
              <EditDeleteCell
                name={team.teamName}
                onEdit={rights.canEdit ? () => setEditing(team) : undefined}
                onDelete={rights.canDelete ? () => confirmDelete(team) : undefined}
              />
            ) : null}
          </Table.Tr>
        ))}
      </ListTable>
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

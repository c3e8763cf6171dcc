import { teamMessages } from '@hgn/domain/messages';
import { teamNameSchema, type TeamListItemJson } from '@hgn/domain/teams';
import { refusalCode } from '../../../shared/api/call';
import { teamsEndpoints } from '../../../shared/api/endpoints';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useUpdateTeam } from '../api/teamsApi';
import { toastError, toastSuccess } from '../../../ui/notify';

/** Renaming a team; a name another team has (ignoring case and spaces) is said on the field. */
export function RenameTeamModal({ team, onClose }: { team: TeamListItemJson; onClose: () => void }) {
  const update = useUpdateTeam();

  const save = (teamName: string, showError: (message: string) => void) =>
    update.mutate(
      { teamId: team._id, teamName },
      {
        onSuccess: () => {
          toastSuccess(teamMessages.updated);
          onClose();
        },
        onError: (failure) => {
          if (refusalCode(failure, teamsEndpoints.update) === 'TEAM_NAME_TAKEN')
            showError(teamMessages.nameTaken);
          else toastError(teamMessages.updateFailed);
        },
      },
    );

  return (
    <NameEditModal
      title={`Edit ${team.teamName}`}
      label="Team name"
      initialName={team.teamName}
      schema={teamNameSchema}
      missingMessage={teamMessages.nameRequired}
      saving={update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}

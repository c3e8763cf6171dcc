import { teamMessages } from '@hgn/domain/messages';
import { teamNameSchema, type TeamListItemJson } from '@hgn/domain/teams';
import { refusalCode } from '../../../shared/api/call';
import { teamsEndpoints } from '../../../shared/api/endpoints/teams';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useUpdateTeam } from '../api/teamsApi';

/** Renaming a team; a name another team has (ignoring case and spaces) is said on the field. */
export function RenameTeamModal({ team, onClose }: { team: TeamListItemJson; onClose: () => void }) {
  const update = useUpdateTeam();
  return (
    <NameEditModal
      title={`Edit ${team.teamName}`}
      label="Team name"
      initialName={team.teamName}
      schema={teamNameSchema}
      missingMessage={teamMessages.nameRequired}
      update={update}
      variablesOf={(teamName) => ({ teamId: team._id, teamName })}
      savedNotice={teamMessages.updated}
      failedNotice={teamMessages.updateFailed}
      takenMessage={(failure) =>
        refusalCode(failure, teamsEndpoints.update) === 'TEAM_NAME_TAKEN' ? teamMessages.nameTaken : undefined
      }
      onClose={onClose}
    />
  );
}

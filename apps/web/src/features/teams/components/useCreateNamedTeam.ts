import { teamMessages } from '@hgn/domain/messages';
import { teamNameSchema, type TeamJson } from '@hgn/domain/teams';
import { useCreateTeam } from '../api/teamsApi';
import { createTeamFailure } from '../teamMessagesOf';
import { toastError, toastSuccess } from '../../../ui/notify';

/**
 * Creates an active team from a typed name, under the same name rules as the server. A missing or
 * taken name is said on the name field; other refusals (and no answer within 20 s) are a notice.
 */
export function useCreateNamedTeam() {
  const create = useCreateTeam();
  const createNamed = (
    text: string,
    {
      onNameError,
      onCreated,
    }: { onNameError: (message: string) => void; onCreated: (team: TeamJson) => void },
  ): void => {
    const name = teamNameSchema.safeParse(text);
    if (!name.success) {
      onNameError(name.error.issues[0]?.message ?? teamMessages.nameRequired);
      return;
    }
    create.mutate(
      { teamName: name.data, isActive: true },
      {
        onSuccess: (team) => {
          toastSuccess(teamMessages.created);
          onCreated(team);
        },
        onError: (failure) => {
          const { field, message } = createTeamFailure(failure);
          if (field) onNameError(message);
          else toastError(message);
        },
      },
    );
  };
  return { createNamed, isCreating: create.isPending };
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { teamMessages } from '@hgn/domain/messages';
import { teamNameSchema, type TeamListItemJson } from '@hgn/domain/teams';
import { isApiError } from '../../../app/api/apiError';
import { useUpdateTeam } from '../api/teamsApi';
import { toastError, toastSuccess } from './notify';

/** Renaming a team; a name another team has (ignoring case and spaces) is said on the field. */
export function RenameTeamModal({ team, onClose }: { team: TeamListItemJson; onClose: () => void }) {
  const [name, setName] = useState(team.teamName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeam();

  const save = () => {
    const parsed = teamNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? teamMessages.nameRequired);
      return;
    }
    update.mutate(
      { teamId: team._id, teamName: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(teamMessages.updated);
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 403) setError(teamMessages.nameTaken);
          else toastError('The team could not be updated.');
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={`Edit ${team.teamName}`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            label="Team name"
            value={name}
            data-autofocus
            maxLength={100}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

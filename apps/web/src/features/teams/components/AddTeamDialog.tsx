import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { teamMessages } from '@hgn/domain/messages';
import { isSameTeamName, normaliseTeamName, type TeamListItemJson } from '@hgn/domain/teams';
import type { TeamRefJson } from '@hgn/domain/users';
import { useAssignTeamMember, useTeams } from '../api/teamsApi';
import { useCreateNamedTeam } from './useCreateNamedTeam';
import { toastError, toastSuccess } from '../../../ui/notify';

const SUGGESTION_LIMIT = 10;

interface AddTeamDialogProps {
  userId: string;
  userTeams: readonly TeamRefJson[];
  canCreate: boolean;
  onClose: () => void;
}

/** Search a team, or create it when it does not exist, and add the user to it at once. */
export function AddTeamDialog({ userId, userTeams, canCreate, onClose }: AddTeamDialogProps) {
  const teams = useTeams();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'search' | 'create'>('search');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignTeamMember();
  const { createNamed, isCreating } = useCreateNamedTeam();

  // Suggestions appear once something is typed, so the open list never covers the dialog's buttons.
  const suggestions = useMemo(() => {
    const needle = normaliseTeamName(text);
    if (!needle) return [];
    return (teams.data ?? [])
      .filter((team) => normaliseTeamName(team.teamName).includes(needle))
      .slice(0, SUGGESTION_LIMIT)
      .map((team) => team.teamName);
  }, [teams.data, text]);

  const assignTo = (team: Pick<TeamListItemJson, '_id'>, onDone?: () => void) =>
    assign.mutate(
      { teamId: team._id, userId, operation: 'Assign' },
      {
        onSuccess: () => {
          toastSuccess(teamMessages.assigned);
          onDone?.();
          onClose();
        },
        onError: () => toastError(teamMessages.assignFailed),
      },
    );

  const confirm = () => {
    if (!text.trim()) {
      setError(teamMessages.pickTeamFirst);
      return;
    }
    const team = teams.data?.find((candidate) => isSameTeamName(candidate.teamName, text));
    if (!team) {
      setError(teamMessages.teamDoesNotExist);
      return;
    }
    if (userTeams.some((joined) => joined._id === team._id)) {
      setError(teamMessages.userAlreadyInTeam);
      return;
    }
    assignTo(team);
  };

  const createAndAssign = () => createNamed(text, { onNameError: setError, onCreated: assignTo });

  const missing = error === teamMessages.teamDoesNotExist;

  return (
    <Modal opened onClose={onClose} title={mode === 'create' ? 'Create a team' : 'Add Team'}>
      <Stack>
        <Autocomplete
          label={mode === 'create' ? 'New team name' : 'Team'}
          placeholder={mode === 'create' ? 'Team name' : 'Search for a team'}
          data={mode === 'create' ? [] : suggestions}
          filter={({ options }) => options}
          value={text}
          data-autofocus
          error={missing ? null : error}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
        {missing ? (
          <Alert color="yellow" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{teamMessages.teamDoesNotExist}</Text>
              {canCreate ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    setMode('create');
                    setError(null);
                  }}
                >
                  Create “{text.trim()}”
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={mode === 'create' ? () => setMode('search') : onClose}>
            {mode === 'create' ? 'Back' : 'Cancel'}
          </Button>
          {mode === 'create' ? (
            <Button onClick={createAndAssign} loading={isCreating || assign.isPending}>
              Create and add
            </Button>
          ) : (
            <Button onClick={confirm} loading={assign.isPending} disabled={teams.isPending}>
              Confirm
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

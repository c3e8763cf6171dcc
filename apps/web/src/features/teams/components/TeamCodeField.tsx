import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { teamMessages } from '@hgn/domain/messages';
import { teamCodeSchema } from '@hgn/domain/users';
import { useUpdateTeam } from '../api/teamsApi';
import { toastError, toastSuccess } from '../../../ui/notify';

interface TeamCodeFieldProps {
  teamId: string;
  teamName: string;
  teamCode: string;
  canEdit: boolean;
}

/** The team's code, saved on Enter or when the field is left; members' profiles take it on. */
export function TeamCodeField({ teamId, teamName, teamCode, canEdit }: TeamCodeFieldProps) {
  const [value, setValue] = useState(teamCode);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeam();

  const save = () => {
    if (value === teamCode) return;
    const parsed = teamCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(teamMessages.teamCodeMissing);
      return;
    }
    update.mutate(
      { teamId, teamCode: parsed.data },
      {
        onSuccess: () => toastSuccess(teamMessages.teamCodeUpdated),
        onError: () => {
          setValue(teamCode);
          toastError(teamMessages.teamCodeSaveFailed);
        },
      },
    );
  };

  return (
    <TextInput
      aria-label={`Team code of ${teamName}`}
      placeholder="X-XXX"
      value={value}
      disabled={!canEdit || update.isPending}
      error={error}
      maxLength={7}
      size="xs"
      w={110}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setError(null);
      }}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

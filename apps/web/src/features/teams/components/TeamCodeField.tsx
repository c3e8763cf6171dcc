import { useRef, useState } from 'react';
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

  // Enter saves and leaving the field saves: the code already sent is not sent again.
  const sentCode = useRef<string | null>(null);

  const save = () => {
    if (value === teamCode || value === sentCode.current) return;
    const parsed = teamCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(teamMessages.teamCodeMissing);
      return;
    }
    // The saved code re-keys this field in the teams table, so the outcome is told from the promise,
    // which settles even when the field that sent it is gone.
    sentCode.current = value;
    update.mutateAsync({ teamId, teamCode: parsed.data }).then(
      () => toastSuccess(teamMessages.teamCodeUpdated),
      () => {
        sentCode.current = null;
        setValue(teamCode);
        toastError(teamMessages.teamCodeSaveFailed);
      },
    );
  };

  return (
    <TextInput
      aria-label={`Team code of ${teamName}`}
      placeholder="X-XXX"
      value={value}
      disabled={!canEdit}
      readOnly={update.isPending}
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

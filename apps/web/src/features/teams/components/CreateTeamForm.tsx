import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { teamMessages } from '@hgn/domain/messages';
import { teamNameSchema } from '@hgn/domain/teams';
import { useCreateTeam } from '../api/teamsApi';
import { createTeamFailure } from '../teamMessagesOf';
import { toastError, toastSuccess } from './notify';

/** A new team by name; a duplicate (ignoring case and spaces) is said on the field. */
export function CreateTeamForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTeam();

  const submit = () => {
    const parsed = teamNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? teamMessages.nameRequired);
      return;
    }
    create.mutate(
      { teamName: parsed.data, isActive: true },
      {
        onSuccess: () => {
          setName('');
          setError(null);
          toastSuccess(teamMessages.created);
        },
        onError: (failure) => {
          const { field, message } = createTeamFailure(failure);
          if (field) setError(message);
          else toastError(message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New team name"
          placeholder="Team name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
          maxLength={100}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Create team
        </Button>
      </Group>
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useCreateNamedTeam } from './useCreateNamedTeam';

/** A new team by name; a duplicate (ignoring case and spaces) is said on the field. */
export function CreateTeamForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { createNamed, isCreating } = useCreateNamedTeam();

  const submit = () =>
    createNamed(name, {
      onNameError: setError,
      onCreated: () => {
        setName('');
        setError(null);
      },
    });

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
        <Button type="submit" loading={isCreating} mt={{ base: 0, xs: 25 }}>
          Create team
        </Button>
      </Group>
    </form>
  );
}

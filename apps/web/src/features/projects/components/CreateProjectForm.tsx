import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@hgn/domain/projects';
import { useCreateNamedProject } from './useCreateNamedProject';

export function CreateProjectForm() {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ProjectCategory>('Unspecified');
  const [error, setError] = useState<string | null>(null);
  const { createNamed, isCreating } = useCreateNamedProject();

  const submit = () =>
    createNamed(name, category, {
      onNameError: setError,
      onCreated: () => {
        setName('');
        setCategory('Unspecified');
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New project name"
          placeholder="Project name"
          value={name}
          maxLength={100}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label="Category"
          data={PROJECT_CATEGORIES}
          value={category}
          allowDeselect={false}
          onChange={(value) => setCategory(value ?? 'Unspecified')}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" loading={isCreating} mt={{ base: 0, xs: 25 }}>
          Add project
        </Button>
      </Group>
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { projectMessages } from '@hgn/domain/messages';
import { PROJECT_CATEGORIES, projectNameSchema, type ProjectCategory } from '@hgn/domain/projects';
import { isApiError } from '../../../app/api/apiError';
import { useCreateProject } from '../api/projectsApi';
import { createProjectFailure } from '../projectForm';
import { toastError, toastSuccess } from './notify';

export function CreateProjectForm() {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ProjectCategory>('Unspecified');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProject();

  const submit = () => {
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? projectMessages.nameRequiredToCreate);
      return;
    }
    create.mutate(
      { projectName: parsed.data, projectCategory: category, isActive: true },
      {
        onSuccess: () => {
          setName('');
          setCategory('Unspecified');
          toastSuccess(projectMessages.created);
        },
        onError: (failure) => {
          const message = createProjectFailure(failure);
          if (message === projectMessages.alreadyExists) setError(message);
          else if (!(isApiError(failure) && failure.isNetworkFailure)) toastError(message);
        },
      },
    );
  };

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
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Add project
        </Button>
      </Group>
    </form>
  );
}

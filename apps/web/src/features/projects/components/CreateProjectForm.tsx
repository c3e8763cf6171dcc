import { useState } from 'react';
import { Select } from '@mantine/core';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@hgn/domain/projects';
import { CreateByNameForm } from '../../../ui/CreateByNameForm';
import { useCreateNamedProject } from './useCreateNamedProject';

export function CreateProjectForm() {
  const [category, setCategory] = useState<ProjectCategory>('Unspecified');
  const { createNamed, isCreating } = useCreateNamedProject();

  return (
    <CreateByNameForm
      label="New project name"
      placeholder="Project name"
      maxLength={100}
      submitLabel="Add project"
      isCreating={isCreating}
      create={(name, { onNameError, onCreated }) =>
        createNamed(name, category, {
          onNameError,
          onCreated: () => {
            onCreated();
            setCategory('Unspecified');
          },
        })
      }
    >
      <Select
        label="Category"
        data={PROJECT_CATEGORIES}
        value={category}
        allowDeselect={false}
        onChange={(value) => setCategory(value ?? 'Unspecified')}
        w={{ base: '100%', xs: 180 }}
      />
    </CreateByNameForm>
  );
}

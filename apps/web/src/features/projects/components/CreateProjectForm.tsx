import { useState } from 'react';
import type { ProjectCategory } from '@hgn/domain/projects';
import { CreateByNameForm } from '../../../ui/CreateByNameForm';
import { ProjectCategorySelect } from './ProjectCategorySelect';
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
      <ProjectCategorySelect value={category} onChange={setCategory} w={{ base: '100%', xs: 180 }} />
    </CreateByNameForm>
  );
}

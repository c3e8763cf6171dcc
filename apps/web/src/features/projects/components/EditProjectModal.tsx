import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { projectMessages } from '@hgn/domain/messages';
import {
  PROJECT_CATEGORIES,
  projectNameSchema,
  type ProjectCategory,
  type ProjectJson,
} from '@hgn/domain/projects';
import { useUpdateProject } from '../api/projectsApi';
import { serverSentence, toastError, toastSuccess } from './notify';

export function EditProjectModal({ project, onClose }: { project: ProjectJson; onClose: () => void }) {
  const [name, setName] = useState(project.projectName);
  const [category, setCategory] = useState<ProjectCategory>(project.category);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProject();

  const save = () => {
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? projectMessages.nameRequiredToCreate);
      return;
    }
    update.mutate(
      { projectId: project._id, projectName: parsed.data, category },
      {
        onSuccess: () => {
          toastSuccess('Project updated.');
          onClose();
        },
        onError: (failure) => {
          const message = serverSentence(failure, 'The project could not be updated.');
          if (message === projectMessages.alreadyExists) setError(message);
          else toastError(message);
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={`Edit ${project.projectName}`}
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
            label="Project name"
            value={name}
            data-autofocus
            maxLength={100}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Select
            label="Category"
            data={PROJECT_CATEGORIES}
            value={category}
            allowDeselect={false}
            onChange={(value) => setCategory(value ?? project.category)}
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

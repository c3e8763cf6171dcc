import { useState } from 'react';
import { Autocomplete, Button, Modal, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { projectMessages } from '@hgn/domain/messages';
import type { ProjectCategory, ProjectJson } from '@hgn/domain/projects';
import { useQueryClient } from '@tanstack/react-query';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { projectSearchQuery, useAssignProjectMembers, useProjectSearch } from '../api/projectsApi';
import { projectOptions, projectToAssign } from '../projectForm';
import { toastError, toastSuccess } from '../../../ui/notify';
import { serverSentence } from '../../../shared/api/apiError';
import { ProjectCategorySelect } from './ProjectCategorySelect';
import { useCreateNamedProject } from './useCreateNamedProject';

interface AddProjectDialogProps {
  userId: string;
  userProjects: readonly ProjectJson[];
  canCreate: boolean;
  onClose: () => void;
}

/** Assign an existing project found by name, or create one and assign it; both save at once. */
export function AddProjectDialog({ userId, userProjects, canCreate, onClose }: AddProjectDialogProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'assign' | 'create'>('assign');
  const [text, setText] = useState('');
  const [category, setCategory] = useState<ProjectCategory>('Unspecified');
  const [error, setError] = useState<string | null>(null);
  const [search] = useDebouncedValue(text.trim(), 150);
  const found = useProjectSearch(search);
  const assign = useAssignProjectMembers();
  const { createNamed, isCreating } = useCreateNamedProject();
  const options = mode === 'assign' ? projectOptions(search, found.data ?? [], canCreate) : [];

  const assignProject = (project: ProjectJson) =>
    assign.mutate(
      { projectId: project._id, users: [{ userId, operation: 'Assign' }] },
      {
        onSuccess: () => {
          toastSuccess(projectMessages.assigned);
          onClose();
        },
        onError: (failure) => toastError(serverSentence(failure, projectMessages.doesNotExist)),
      },
    );

  // The list on screen may lag the typing (it is debounced), so the decision reads the search for
  // exactly the text typed.
  const confirmAssign = async () => {
    const typed = text.trim();
    const matches = typed ? await queryClient.fetchQuery(projectSearchQuery(typed)).catch(() => []) : [];
    const outcome = projectToAssign(text, matches, userProjects);
    if ('error' in outcome) setError(outcome.error);
    else assignProject(outcome.project);
  };

  const confirmCreate = () =>
    createNamed(text, category, { onNameError: setError, onCreated: assignProject });

  const toCreateMode = () => {
    setMode('create');
    setError(null);
  };

  return (
    <Modal opened onClose={onClose} title={mode === 'create' ? 'Create a project' : 'Add Project'}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (mode === 'create') confirmCreate();
          else void confirmAssign();
        }}
      >
        <Stack>
          {/* Above the field, so the list of projects found, which opens below it, never covers it. */}
          {canCreate ? (
            <Button
              variant="subtle"
              onClick={() => (mode === 'create' ? setMode('assign') : toCreateMode())}
              style={{ alignSelf: 'flex-start' }}
            >
              {mode === 'create' ? 'Pick an existing project' : projectMessages.createNewOption}
            </Button>
          ) : null}
          <Autocomplete
            label={mode === 'create' ? 'New project name' : 'Project'}
            placeholder={mode === 'create' ? 'Project name' : 'Search for a project'}
            data={options}
            filter={({ options: shown }) => shown}
            value={text}
            data-autofocus
            maxLength={100}
            error={error}
            onChange={(value) => {
              if (value === projectMessages.createNewOption) return;
              setText(value);
              setError(null);
            }}
            onOptionSubmit={(value) => {
              if (value === projectMessages.createNewOption) toCreateMode();
            }}
          />
          {mode === 'create' ? <ProjectCategorySelect value={category} onChange={setCategory} /> : null}
          <CancelSubmitButtons
            submitLabel={mode === 'create' ? 'Create and assign' : 'Assign'}
            submitting={assign.isPending || isCreating}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { projectMessages } from '@hgn/domain/messages';
import { projectNameSchema, type ProjectCategory, type ProjectJson } from '@hgn/domain/projects';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useUpdateProject } from '../api/projectsApi';
import { ProjectCategorySelect } from './ProjectCategorySelect';
import { toastError, toastSuccess } from '../../../ui/notify';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { projectsEndpoints } from '../../../shared/api/endpoints';

export function EditProjectModal({ project, onClose }: { project: ProjectJson; onClose: () => void }) {
  const [category, setCategory] = useState<ProjectCategory>(project.category);
  const update = useUpdateProject();

  const save = (projectName: string, showError: (message: string) => void) =>
    update.mutate(
      { projectId: project._id, projectName, category },
      {
        onSuccess: () => {
          toastSuccess('Project updated.');
          onClose();
        },
        onError: (failure) => {
          if (refusalCode(failure, projectsEndpoints.update) === 'PROJECT_NAME_TAKEN')
            showError(projectMessages.alreadyExists);
          else toastError(serverSentence(failure, 'The project could not be updated.'));
        },
      },
    );

  return (
    <NameEditModal
      title={`Edit ${project.projectName}`}
      label="Project name"
      initialName={project.projectName}
      schema={projectNameSchema}
      missingMessage={projectMessages.nameRequiredToCreate}
      saving={update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <ProjectCategorySelect value={category} onChange={setCategory} />
    </NameEditModal>
  );
}

import { useState } from 'react';
import { projectMessages } from '@hgn/domain/messages';
import { projectNameSchema, type ProjectCategory, type ProjectJson } from '@hgn/domain/projects';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useUpdateProject } from '../api/projectsApi';
import { ProjectCategorySelect } from './ProjectCategorySelect';
import { refusalCode } from '../../../shared/api/call';
import { projectsEndpoints } from '../../../shared/api/endpoints/projects';

export function EditProjectModal({ project, onClose }: { project: ProjectJson; onClose: () => void }) {
  const [category, setCategory] = useState<ProjectCategory>(project.category);
  const update = useUpdateProject();
  return (
    <NameEditModal
      title={`Edit ${project.projectName}`}
      label="Project name"
      initialName={project.projectName}
      schema={projectNameSchema}
      missingMessage={projectMessages.nameRequiredToCreate}
      update={update}
      variablesOf={(projectName) => ({ projectId: project._id, projectName, category })}
      savedNotice="Project updated."
      failedNotice="The project could not be updated."
      takenMessage={(failure) =>
        refusalCode(failure, projectsEndpoints.update) === 'PROJECT_NAME_TAKEN'
          ? projectMessages.alreadyExists
          : undefined
      }
      onClose={onClose}
    >
      <ProjectCategorySelect value={category} onChange={setCategory} />
    </NameEditModal>
  );
}

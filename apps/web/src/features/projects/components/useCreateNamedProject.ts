import { projectMessages } from '@hgn/domain/messages';
import { projectNameSchema, type ProjectCategory, type ProjectJson } from '@hgn/domain/projects';
import { isApiError } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { projectsEndpoints } from '../../../shared/api/endpoints/projects';
import { useCreateProject } from '../api/projectsApi';
import { createProjectFailure } from '../projectForm';
import { toastError, toastSuccess } from '../../../ui/notify';

/**
 * Creates an active project from a typed name. A missing or taken name is said on the name field;
 * other refusals are a notice (a network failure already has its own).
 */
export function useCreateNamedProject() {
  const create = useCreateProject();
  const createNamed = (
    text: string,
    category: ProjectCategory,
    {
      onNameError,
      onCreated,
    }: { onNameError: (message: string) => void; onCreated: (project: ProjectJson) => void },
  ): void => {
    const name = projectNameSchema.safeParse(text);
    if (!name.success) {
      onNameError(name.error.issues[0]?.message ?? projectMessages.nameRequiredToCreate);
      return;
    }
    create.mutate(
      { projectName: name.data, projectCategory: category, isActive: true },
      {
        onSuccess: (project) => {
          toastSuccess(projectMessages.created);
          onCreated(project);
        },
        onError: (failure) => {
          if (refusalCode(failure, projectsEndpoints.create) === 'PROJECT_NAME_TAKEN')
            onNameError(createProjectFailure(failure));
          else if (!(isApiError(failure) && failure.isNetworkFailure))
            toastError(createProjectFailure(failure));
        },
      },
    );
  };
  return { createNamed, isCreating: create.isPending };
}

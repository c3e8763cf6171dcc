import { projectMessages } from '@hgn/domain/messages';
import { hasExactProjectMatch, normaliseProjectSearch, type ProjectJson } from '@hgn/domain/projects';
import { refusalCode } from '../../shared/api/call';
import { projectsEndpoints } from '../../shared/api/endpoints/projects';

/** Why the Add Project dialog cannot assign the typed project, or the project to assign. */
export function projectToAssign(
  text: string,
  found: readonly ProjectJson[],
  assigned: readonly { _id: string }[],
): { project: ProjectJson } | { error: string } {
  if (!text.trim()) return { error: projectMessages.nameRequiredToAssign };
  const wanted = normaliseProjectSearch(text);
  const project = found.find((candidate) => normaliseProjectSearch(candidate.projectName) === wanted);
  if (!project) return { error: projectMessages.doesNotExist };
  if (assigned.some((mine) => mine._id === project._id)) return { error: projectMessages.alreadyAssigned };
  return { project };
}

/** The autocomplete's options: the names found, then 'Create new project' for someone who may create one, unless one matches exactly. */
export function projectOptions(text: string, found: readonly ProjectJson[], canCreate: boolean): string[] {
  const names = found.map((project) => project.projectName);
  if (!canCreate || !text.trim() || hasExactProjectMatch(found, text)) return names;
  return [...names, projectMessages.createNewOption];
}

/** A refused creation in the spec's words: a duplicate is 'This project already exists.' */
export const createProjectFailure = (error: unknown): string =>
  refusalCode(error, projectsEndpoints.create) === 'PROJECT_NAME_TAKEN'
    ? projectMessages.alreadyExists
    : projectMessages.createFailed;

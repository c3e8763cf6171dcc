// How project names compare: the autocomplete ignores case and whitespace, a duplicate is refused
// ignoring case.

export const PROJECT_AUTOCOMPLETE_LIMIT = 10;

export const normaliseProjectSearch = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

export const isSameProjectName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The autocomplete offers 'Create new project' unless a project of exactly this name exists. */
export const hasExactProjectMatch = (projects: readonly { projectName: string }[], text: string): boolean =>
  projects.some((project) => normaliseProjectSearch(project.projectName) === normaliseProjectSearch(text));

/** The projects whose names contain the text, ignoring case and whitespace, at most ten. */
export function matchProjects<P extends { projectName: string }>(projects: readonly P[], text: string): P[] {
  const needle = normaliseProjectSearch(text);
  return projects
    .filter((project) => normaliseProjectSearch(project.projectName).includes(needle))
    .slice(0, PROJECT_AUTOCOMPLETE_LIMIT);
}

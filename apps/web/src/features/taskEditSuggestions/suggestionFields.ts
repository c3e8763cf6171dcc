import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import type { TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import { formatUS } from '@hgn/domain/time';

type SnapshotField = keyof TaskSnapshotJson;

/** The task's fields in the order the comparison shows them, with their labels. */
export const SUGGESTION_FIELDS: readonly { field: SnapshotField; label: string }[] = [
  { field: 'taskName', label: 'Task name' },
  { field: 'priority', label: 'Priority' },
  { field: 'resources', label: 'Resources' },
  { field: 'isAssigned', label: 'Assigned' },
  { field: 'status', label: 'Status' },
  { field: 'hoursBest', label: 'Hours (best case)' },
  { field: 'hoursWorst', label: 'Hours (worst case)' },
  { field: 'hoursMost', label: 'Hours (most likely)' },
  { field: 'estimatedHours', label: 'Estimated hours' },
  { field: 'hoursLogged', label: 'Hours logged' },
  { field: 'startedDatetime', label: 'Start date' },
  { field: 'dueDatetime', label: 'End date' },
  { field: 'links', label: 'Links' },
  { field: 'relatedWorkLinks', label: 'Related work links' },
  { field: 'category', label: 'Category' },
  { field: 'classification', label: 'Classification' },
  { field: 'whyInfo', label: 'Why this task is important' },
  { field: 'intentInfo', label: 'Design intent' },
  { field: 'endstateInfo', label: 'Endstate' },
  { field: 'deadlineCount', label: 'Deadline count' },
];

const isDateField = (field: SnapshotField) => field === 'startedDatetime' || field === 'dueDatetime';

/** A field's value as the comparison shows it; an absent value shows as an empty cell. */
export function shownValue(task: TaskSnapshotJson, field: SnapshotField): string {
  if (field === 'resources')
    return (task.resources ?? []).map((resource) => resource.name ?? resource.userID).join(', ');
  const value = task[field];
  if (value === undefined || value === null || value === '') return '';
  // Every list but the resources is a list of links.
  if (Array.isArray(value)) return (value as readonly string[]).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && isDateField(field))
    return Number.isNaN(Date.parse(value)) ? value : formatUS(value);
  return String(value);
}

/** The fields whose shown value the suggestion changes. */
export const changedFields = (suggestion: Pick<TaskEditSuggestionJson, 'oldTask' | 'newTask'>) =>
  new Set(
    SUGGESTION_FIELDS.filter(
      ({ field }) => shownValue(suggestion.oldTask, field) !== shownValue(suggestion.newTask, field),
    ).map(({ field }) => field),
  );

/** The task a suggestion is about, by the name it would have. */
export const taskNameOf = (suggestion: TaskEditSuggestionJson): string =>
  suggestion.newTask.taskName ?? suggestion.oldTask.taskName ?? '';

export type SuggestionSortKey = 'date' | 'user' | 'task';
export type SortDirection = 'ascending' | 'descending';
export interface SuggestionSort {
  key: SuggestionSortKey;
  direction: SortDirection;
}

/** Newest first, as the list opens. */
export const DEFAULT_SUGGESTION_SORT: SuggestionSort = { key: 'date', direction: 'descending' };

/** A second click on the sorted column turns it round; another column starts with dates newest first, names A to Z. */
export const nextSort = (current: SuggestionSort, key: SuggestionSortKey): SuggestionSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === 'date' ? 'descending' : 'ascending' };

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const compareBy: Record<SuggestionSortKey, (a: TaskEditSuggestionJson, b: TaskEditSuggestionJson) => number> =
  {
    date: (a, b) => Date.parse(a.dateSuggested) - Date.parse(b.dateSuggested),
    user: (a, b) => byText(a.user, b.user),
    task: (a, b) => byText(taskNameOf(a), taskNameOf(b)),
  };

/** The suggestions in the chosen order; ties keep the server's order (newest first). */
export function sortSuggestions(
  suggestions: readonly TaskEditSuggestionJson[],
  { key, direction }: SuggestionSort,
): TaskEditSuggestionJson[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return suggestions
    .map((suggestion, index) => ({ suggestion, index }))
    .sort((a, b) => sign * compareBy[key](a.suggestion, b.suggestion) || a.index - b.index)
    .map(({ suggestion }) => suggestion);
}

// What the time entry form offers and decides, apart from how it looks: its choices of project and
// task, its first values, the parts of an entry the actor may change, and whether a save changes anything.
import type { z } from 'zod';
import type { Actor } from '@hgn/domain/permissions';
import type { ProjectJson } from '@hgn/domain/projects';
import type { UserTaskJson } from '@hgn/domain/tasks';
import {
  changedParts,
  TIME_ENTRY_EDIT_WINDOW_DAYS,
  type TimeEntryInput,
  type timeEntryInput,
  type TimeEntryJson,
  type TimeEntryPart,
} from '@hgn/domain/timeEntries';
import type { UserProfileJson } from '@hgn/domain/users';
import { factsOf, mayChangePart } from '../entryRights';
import type { TimeEntryFormModalProps } from './timeEntryModalProps';

/** The form's values: the request as the fields hold it (hours and minutes empty while cleared). */
export type TimeEntryFormValues = z.input<typeof timeEntryInput>;

/** One choice of the project/task select: its value names a project or a task. */
export type WorkChoice = {
  value: string;
  label: string;
  projectId: string;
  wbsId: string | null;
  taskId: string | null;
};
export type WorkChoiceGroup = { group: string; items: WorkChoice[] };

const projectChoice = (projectId: string, projectName: string): WorkChoice => ({
  value: `project:${projectId}`,
  label: projectName,
  projectId,
  wbsId: null,
  taskId: null,
});

const taskChoice = (task: {
  _id: string;
  taskName: string;
  wbsId: string;
  projectId: string;
}): WorkChoice => ({
  value: `task:${task._id}`,
  label: task.taskName,
  projectId: task.projectId,
  wbsId: task.wbsId,
  taskId: task._id,
});

/** The value of the select for what an entry names: its task, else its project. */
export const workValueOf = (values: Pick<TimeEntryFormValues, 'projectId' | 'taskId'>): string | null =>
  values.taskId ? `task:${values.taskId}` : values.projectId ? `project:${values.projectId}` : null;

/**
 * The person's projects, each followed by its open tasks, by name. The entry being edited keeps its
 * project or task among the choices even when the person no longer has it (archived, completed).
 */
export function workChoices(
  projects: readonly ProjectJson[],
  tasks: readonly UserTaskJson[],
  entry: TimeEntryJson | undefined,
): WorkChoiceGroup[] {
  const groups = new Map<string, WorkChoiceGroup>();
  const groupOf = (projectId: string, projectName: string): WorkChoiceGroup => {
    let group = groups.get(projectId);
    if (!group) {
      group = { group: projectName, items: [projectChoice(projectId, projectName)] };
      groups.set(projectId, group);
    }
    return group;
  };
  for (const project of projects) if (project.isActive) groupOf(project._id, project.projectName);
  const openTasks = tasks.filter((task) => task.status !== 'Complete');
  for (const task of openTasks) groupOf(task.projectId, task.projectName).items.push(taskChoice(task));
  if (entry?.projectId) {
    const group = groupOf(entry.projectId, entry.projectName ?? entry.projectId);
    if (entry.taskId && !group.items.some((item) => item.taskId === entry.taskId))
      group.items.push(
        taskChoice({
          _id: entry.taskId,
          taskName: entry.taskName ?? entry.taskId,
          wbsId: entry.wbsId ?? '',
          projectId: entry.projectId,
        }),
      );
  }
  return [...groups.values()].sort((a, b) => a.group.localeCompare(b.group));
}

/** The values a form opens with: the entry's own, or a new entry of today. */
export function initialValues(
  { entry, personId, initialTime, intangibleOnly = false }: TimeEntryFormModalProps,
  today: string,
): TimeEntryFormValues {
  if (entry)
    return {
      personId: entry.personId ?? personId,
      dateOfWork: entry.dateOfWork,
      hours: entry.hours,
      minutes: entry.minutes,
      projectId: entry.projectId,
      wbsId: entry.wbsId,
      taskId: entry.taskId,
      notes: entry.notes,
      isTangible: entry.isTangible,
      entryType: entry.entryType,
    };
  return {
    personId,
    dateOfWork: today,
    hours: initialTime?.hours ?? 0,
    minutes: initialTime?.minutes ?? 0,
    projectId: null,
    wbsId: null,
    taskId: null,
    notes: '',
    isTangible: !intangibleOnly,
    entryType: 'default',
  };
}

/** True when saving would change none of what the entry holds. */
export const isUnchanged = (entry: TimeEntryJson, request: TimeEntryInput): boolean =>
  changedParts(factsOf(entry), factsOf(request)).length === 0;

/** Which parts of the form the actor may change: the server's own rule for each part of an edit. */
export type EditableParts = Record<'time' | 'notes' | 'date' | 'tangible' | 'project', boolean>;

export function editableParts(
  actor: Actor,
  { entry, intangibleOnly = false }: Pick<TimeEntryFormModalProps, 'entry' | 'intangibleOnly'>,
  personRole: string | null,
  today: string,
): EditableParts {
  if (!entry) return { time: true, notes: true, date: true, tangible: !intangibleOnly, project: true };
  const mayChange = (part: TimeEntryPart): boolean => mayChangePart(actor, entry, part, personRole, today);
  return {
    time: mayChange('time'),
    notes: mayChange('description'),
    date: mayChange('date'),
    tangible: mayChange('isTangible'),
    project: mayChange('project'),
  };
}

/** The person's edits of logged time within the edit window: the fifth gives a blue square. */
export function recentTimeEdits(profile: Pick<UserProfileJson, 'timeEntryEditHistory'>, now: Date): number {
  const since = now.getTime() - TIME_ENTRY_EDIT_WINDOW_DAYS * 86_400_000;
  return profile.timeEntryEditHistory.filter((edit) => new Date(edit.date).getTime() >= since).length;
}

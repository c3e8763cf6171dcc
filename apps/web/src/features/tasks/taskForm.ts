// The task form of the tree screen: its values from a task, the body it sends to create, update
// or suggest, and the rows of a pasted import. Checked with the domain's schemas, never copies of them.
import { z } from 'zod';
import {
  taskCreateInput,
  taskImportInput,
  taskUpdateInput,
  TASK_PRIORITIES,
  type TaskCreateInput,
  type TaskImportInput,
  type TaskJson,
  type TaskPriority,
  type TaskUpdateInput,
} from '@hgn/domain/tasks';
import type { TaskSnapshotInput } from '@hgn/domain/taskNotifications';
import { taskTreeMessages as messages } from './taskTreeMessages';

/** The statuses the form offers; a task's own status is offered too when it is another. */
export const TASK_STATUSES = ['Not Started', 'Started', 'Active', 'Paused', 'Complete'] as const;

export interface TaskFormPerson {
  userID: string;
  name: string;
  profilePic: string;
}

export interface TaskFormValues {
  taskName: string;
  priority: TaskPriority;
  status: string;
  resources: TaskFormPerson[];
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  /** One link a line. */
  links: string;
  relatedWorkLinks: string;
  classification: string;
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  /** YYYY-MM-DD, or '' for none. */
  startedDate: string;
  dueDate: string;
}

export const blankTaskForm: TaskFormValues = {
  taskName: '',
  priority: 'Primary',
  status: 'Not Started',
  resources: [],
  hoursBest: 0,
  hoursWorst: 0,
  hoursMost: 0,
  links: '',
  relatedWorkLinks: '',
  classification: '',
  whyInfo: '',
  intentInfo: '',
  endstateInfo: '',
  startedDate: '',
  dueDate: '',
};

/** A resource's full name split for a picture's initials: the first word, then the rest. */
export const namePartsOf = (name: string): { firstName: string; lastName: string } => {
  const [firstName = '', ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
};

const dayOf = (at: string | null): string => (at === null ? '' : at.slice(0, 10));

export const taskFormValuesOf = (task: TaskJson): TaskFormValues => ({
  taskName: task.taskName,
  priority: task.priority,
  status: task.status,
  resources: task.resources.map(({ userID, name, profilePic }) => ({ userID, name, profilePic })),
  hoursBest: task.hoursBest,
  hoursWorst: task.hoursWorst,
  hoursMost: task.hoursMost,
  links: task.links.join('\n'),
  relatedWorkLinks: task.relatedWorkLinks.join('\n'),
  classification: task.classification,
  whyInfo: task.whyInfo,
  intentInfo: task.intentInfo,
  endstateInfo: task.endstateInfo,
  startedDate: dayOf(task.startedDatetime),
  dueDate: dayOf(task.dueDatetime),
});

/** The expected hours of a three-point estimate: (best + 4 × most likely + worst) / 6, to the hundredth. */
export const pertEstimate = (best: number, worst: number, most: number): number =>
  Math.round(((best + 4 * most + worst) / 6) * 100) / 100;

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Every field the form edits, as the task endpoints take them. */
export function taskFieldsOf(values: TaskFormValues) {
  return {
    taskName: values.taskName,
    priority: values.priority,
    status: values.status,
    resources: values.resources.map(({ userID, name }) => ({
      userID,
      name,
      completedTask: false,
      reviewStatus: 'Unsubmitted' as const,
    })),
    isAssigned: values.resources.length > 0,
    hoursBest: values.hoursBest,
    hoursWorst: values.hoursWorst,
    hoursMost: values.hoursMost,
    estimatedHours: pertEstimate(values.hoursBest, values.hoursWorst, values.hoursMost),
    links: lines(values.links),
    relatedWorkLinks: lines(values.relatedWorkLinks),
    classification: values.classification,
    whyInfo: values.whyInfo,
    intentInfo: values.intentInfo,
    endstateInfo: values.endstateInfo,
    startedDatetime: values.startedDate || null,
    dueDatetime: values.dueDate || null,
  };
}

/** A resource keeps its completion and review state through an edit; new people start unsubmitted. */
function keepingResourceState(fields: ReturnType<typeof taskFieldsOf>, task: TaskJson | undefined) {
  const previous = new Map(task?.resources.map((resource) => [resource.userID, resource]));
  return fields.resources.map((resource) => {
    const before = previous.get(resource.userID);
    return before
      ? { ...resource, completedTask: before.completedTask, reviewStatus: before.reviewStatus }
      : resource;
  });
}

const formFieldOf: Record<string, keyof TaskFormValues> = {
  startedDatetime: 'startedDate',
  dueDatetime: 'dueDate',
  estimatedHours: 'hoursMost',
  isAssigned: 'resources',
};

/**
 * The form's values checked with the schema of the body they make: what the schema refuses is said
 * on the field it was typed in.
 */
const checkedAsBody = <Body>(schema: z.ZodType<unknown, Body>, bodyOf: (values: TaskFormValues) => Body) =>
  z.custom<TaskFormValues>().superRefine((values, ctx) => {
    for (const issue of schema.safeParse(bodyOf(values)).error?.issues ?? []) {
      const key = String(issue.path[0]);
      ctx.addIssue({ code: 'custom', message: issue.message, path: [formFieldOf[key] ?? key] });
    }
  });

/** The body of PUT /task/update/:taskId: every field, with the version the form was opened on. */
export function updateBodyOf(values: TaskFormValues, task: TaskJson): TaskUpdateInput {
  const fields = taskFieldsOf(values);
  return { ...fields, resources: keepingResourceState(fields, task), __v: task.__v };
}

/** The body of POST /task/:wbsId: a new task under `mother` (null: at the top level). */
export const createBodyOf = (values: TaskFormValues, mother: string | null): TaskCreateInput => ({
  ...taskFieldsOf(values),
  mother,
});

/** The form of a task that exists, checked as its update is. */
export const taskUpdateForm = (task: TaskJson) =>
  checkedAsBody(taskUpdateInput, (values) => updateBodyOf(values, task));

/** The form of a new task under `mother`, checked as its creation is. */
export const taskCreateForm = (mother: string | null) =>
  checkedAsBody(taskCreateInput, (values) => createBodyOf(values, mother));

/** A copy of a task: the same fields, added at the end of its own level. */
export const copyBodyOf = (task: TaskJson): TaskCreateInput => ({
  ...taskFieldsOf(taskFormValuesOf(task)),
  estimatedHours: task.estimatedHours,
  mother: task.mother,
});

/** A task as an edit suggestion records it (its editable fields). */
export function snapshotOf(fields: ReturnType<typeof taskFieldsOf>, task: TaskJson): TaskSnapshotInput {
  return {
    ...fields,
    resources: keepingResourceState(fields, task),
    hoursLogged: task.hoursLogged,
    category: task.category,
    deadlineCount: task.deadlineCount,
  };
}

// ---- Import ----

/** The columns of an import row, in order; only the number and the name are required. */
export const IMPORT_COLUMNS = [
  'num',
  'taskName',
  'priority',
  'status',
  'hoursBest',
  'hoursWorst',
  'hoursMost',
  'startedDatetime',
  'dueDatetime',
  'classification',
] as const;

export const IMPORT_COLUMN_LABELS: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  num: 'number',
  taskName: 'name',
  priority: 'priority',
  status: 'status',
  hoursBest: 'best-case hours',
  hoursWorst: 'worst-case hours',
  hoursMost: 'most likely hours',
  startedDatetime: 'start date',
  dueDatetime: 'due date',
  classification: 'classification',
};

/** The cells of one comma-separated line; a cell in double quotes may hold commas and "" for a quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

type ImportRow = TaskImportInput['list'][number];

function rowOf(cells: string[]): ImportRow | string {
  const [num = '', taskName = '', priority, status, best, worst, most, start, due, classification] = cells;
  if (!/^\d+(\.\d+){0,3}$/.test(num)) return messages.importBadNum;
  if (taskName === '') return messages.importNeedsName;
  const row: ImportRow = { num, taskName };
  if (priority) {
    const known = TASK_PRIORITIES.find((p) => p.toLowerCase() === priority.toLowerCase());
    if (!known) return messages.importBadPriority;
    row.priority = known;
  }
  if (status) row.status = status;
  const hours = [
    ['hoursBest', best],
    ['hoursWorst', worst],
    ['hoursMost', most],
  ] as const;
  for (const [column, text] of hours) {
    if (!text) continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) return messages.importBadHours(IMPORT_COLUMN_LABELS[column]);
    row[column] = value;
  }
  if (row.hoursBest !== undefined || row.hoursWorst !== undefined || row.hoursMost !== undefined)
    row.estimatedHours = pertEstimate(row.hoursBest ?? 0, row.hoursWorst ?? 0, row.hoursMost ?? 0);
  const dates = [
    ['startedDatetime', start],
    ['dueDatetime', due],
  ] as const;
  for (const [column, text] of dates) {
    if (!text) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return messages.importBadDate(IMPORT_COLUMN_LABELS[column]);
    row[column] = text;
  }
  if (classification) row.classification = classification;
  return row;
}

/**
 * The rows of a pasted or uploaded list, one task a line ("num, name, priority, ..."), a header
 * line naming the columns skipped; the first bad row is named by its line.
 */
export function parseImport(text: string): { body: TaskImportInput } | { error: string } {
  const list: ImportRow[] = [];
  const lineOfRow: number[] = [];
  const rawLines = text.split(/\r?\n/);
  for (const [index, line] of rawLines.entries()) {
    if (line.trim() === '') continue;
    const cells = csvCells(line);
    if (list.length === 0 && cells[0]?.toLowerCase() === 'num') continue;
    const row = rowOf(cells);
    if (typeof row === 'string') return { error: messages.importRow(index + 1, row) };
    list.push(row);
    lineOfRow.push(index + 1);
  }
  if (list.length === 0) return { error: messages.importEmpty };
  const result = taskImportInput.safeParse({ list });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const rowIndex = issue.path[1];
    return {
      error:
        typeof rowIndex === 'number'
          ? messages.importRow(lineOfRow[rowIndex] ?? rowIndex + 1, issue.message)
          : issue.message,
    };
  }
  return { body: { list } };
}

// What people keep about tasks (hgn-data §2.11 to §2.13): follow-up marks (`followUps`), unread
// notices that a task changed (`taskNotifications`) and suggested edits awaiting review
// (`taskEditSuggestions`). Each is one per person and task (a notice, a follow-up) or one per task (a
// suggestion) here, as this product's writers keep them; HGN's upserts without a unique index left
// duplicates, of which one is kept. The task snapshots are read field by field into this product's
// snapshot, their people named by their imported ids, and held to the domain's schemas.
import type { Document } from 'bson';
import { numberBetween } from '@hgn/domain/limits';
import {
  suggestionNewTaskInput,
  suggestionOldTaskJson,
  type SuggestionOldTaskJson,
} from '@hgn/domain/taskEditSuggestions';
import { taskSnapshotJson, type TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import { REVIEW_STATUSES, TASK_PRIORITIES } from '@hgn/domain/tasks';
import { followUps } from '../../features/followUps/followUps.table.js';
import { taskEditSuggestions } from '../../features/taskEditSuggestions/taskEditSuggestions.table.js';
import { taskNotifications } from '../../features/taskNotifications/taskNotifications.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  localIdOf,
  originsOf,
  type ImportContext,
} from '../importContext.js';
import {
  booleanOf,
  idOf,
  idTime,
  instantOf,
  numberOf,
  objectOf,
  oneOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';
import { importedUserOf } from './users.js';

/** How a collection kept one per key is read: see `importOnePerKey`. */
type OnePerKey<T> = {
  collection: string;
  /** The document's row and the key it is one per, or why the document is skipped. */
  read: (document: Document, originalId: string, repaired: Repaired) => { key: string; row: T } | string;
  /** Which of the documents of a key is kept, by their ObjectIds' time: the newest or the first. */
  keep: 'newest' | 'first';
  /** Why the other documents of a key are skipped. */
  duplicate: string;
  insert: (rows: T[]) => Promise<unknown>;
  /** The row an origin records. */
  rowIdOf: (row: T) => string;
};

/** Imports a collection of which one document per key is kept, counting the others as skipped. */
async function importOnePerKey<T>(ctx: ImportContext, spec: OnePerKey<T>): Promise<void> {
  const { collection } = spec;
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const kept = new Map<string, { originalId: string; digest: string; row: T }>();
  const consider = (document: Document, originalId: string): void => {
    const read = spec.read(document, originalId, repaired);
    if (typeof read === 'string') return ctx.report.skip(collection, read);
    const other = kept.get(read.key);
    if (other) {
      ctx.report.skip(collection, spec.duplicate);
      const [time, otherTime] = [idTime(originalId).getTime(), idTime(other.originalId).getTime()];
      const wins =
        time === otherTime ? originalId > other.originalId : (spec.keep === 'newest') === time > otherTime;
      if (!wins) return;
    }
    kept.set(read.key, { originalId, digest: digestOf(document), row: read.row });
  };
  await eachDocument(ctx, collection, (document, originalId) =>
    Promise.resolve(consider(document, originalId)),
  );
  const rows = batches<T>(spec.insert);
  const origins = originsOf(ctx, collection);
  for (const { originalId, digest, row } of kept.values()) {
    await rows.add(row);
    await origins.add({ originalId, localId: spec.rowIdOf(row), digest });
    ctx.report.countsOf(collection).imported += 1;
  }
  await rows.flush();
  await origins.flush();
}

const defined = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

const optionalText = (value: unknown) => (typeof value === 'string' ? textOf(value) : undefined);

/**
 * A task as HGN snapshotted it, in this product's snapshot's fields: its people named by their
 * imported ids (people not imported are left out, counted), dates as ISO instants.
 */
function snapshotOf(ctx: ImportContext, value: unknown, repaired: Repaired): Record<string, unknown> {
  const task = objectOf(value);
  const hours = (field: unknown) => numberOf(field, repaired);
  const instant = (field: unknown) =>
    field === null || field === undefined ? undefined : (instantOf(field, repaired)?.toISOString() ?? null);
  const resources = Array.isArray(task.resources)
    ? task.resources.flatMap((item) => {
        const resource = objectOf(item);
        const userID = importedUserOf(ctx, resource.userID);
        if (!userID) {
          repaired('a person of the task who is not in userProfiles, left out');
          return [];
        }
        return [
          defined({
            userID,
            name: optionalText(resource.name),
            completedTask: typeof resource.completedTask === 'boolean' ? resource.completedTask : undefined,
            reviewStatus: oneOf(REVIEW_STATUSES, resource.reviewStatus),
          }),
        ];
      })
    : undefined;
  const status = optionalText(task.status)?.trim();
  return defined({
    taskName: optionalText(task.taskName)?.trim(),
    priority: oneOf(TASK_PRIORITIES, task.priority),
    resources,
    isAssigned: typeof task.isAssigned === 'boolean' ? task.isAssigned : undefined,
    status: status === '' ? undefined : status,
    hoursBest: hours(task.hoursBest),
    hoursWorst: hours(task.hoursWorst),
    hoursMost: hours(task.hoursMost),
    estimatedHours: hours(task.estimatedHours),
    startedDatetime: instant(task.startedDatetime),
    dueDatetime: instant(task.dueDatetime),
    links: Array.isArray(task.links) ? textsOf(task.links) : undefined,
    relatedWorkLinks: Array.isArray(task.relatedWorkLinks) ? textsOf(task.relatedWorkLinks) : undefined,
    category: optionalText(task.category),
    classification: optionalText(task.classification),
    whyInfo: optionalText(task.whyInfo),
    intentInfo: optionalText(task.intentInfo),
    endstateInfo: optionalText(task.endstateInfo),
  });
}

/** The percentage a follow-up was set at, as this product bounds it. */
const percentage = numberBetween(0, 100);

/** `followUps` → follow-up marks, one per person and task (the newest of HGN's kept). */
export const importFollowUps = (ctx: ImportContext) =>
  importOnePerKey<typeof followUps.$inferInsert>(ctx, {
    collection: 'followUps',
    read(document, originalId, repaired) {
      const userId = importedUserOf(ctx, document.userId);
      if (!userId) return 'its person is not in userProfiles';
      const task = ctx.ids.tasks.get(idOf(document.taskId) ?? '');
      if (!task) return 'its task is not in tasks';
      let deadline = numberOf(document.followUpPercentageDeadline, repaired) ?? 0;
      if (!percentage.safeParse(deadline).success) {
        repaired('a percentage outside 0 to 100, brought within');
        deadline = Math.min(100, Math.max(0, deadline));
      }
      const row = {
        userId,
        taskId: task.id,
        followUpCheck: booleanOf(document.followUpCheck, false),
        followUpPercentageDeadline: deadline,
        updatedAt: idTime(originalId),
      };
      return { key: `${userId}/${task.id}`, row };
    },
    keep: 'newest',
    duplicate: 'another follow-up of the same person and task (the newest is kept)',
    insert: (values) => ctx.tx.insert(followUps).values(values),
    // A follow-up is keyed by its person and task; its origin records its person.
    rowIdOf: (row) => row.userId,
  });

/**
 * `taskNotifications` → unread notices, one per person and task: this product removes a notice once
 * read, so acknowledged ones are skipped, and of two unread ones the first (its snapshot, as this
 * product keeps it) is kept.
 */
export const importTaskNotifications = (ctx: ImportContext) =>
  importOnePerKey<typeof taskNotifications.$inferInsert>(ctx, {
    collection: 'taskNotifications',
    read(document, originalId, repaired) {
      if (booleanOf(document.isAcknowleged, false) || numberOf(document.isAcknowleged, repaired))
        return 'it was read';
      const userId = importedUserOf(ctx, document.userId);
      if (!userId) return 'its person is not in userProfiles';
      const task = ctx.ids.tasks.get(idOf(document.taskId) ?? '');
      if (!task) return 'its task is not in tasks';
      const oldTask = taskSnapshotJson.safeParse(snapshotOf(ctx, document.oldTask, repaired));
      if (!oldTask.success) return 'its oldTask does not fit a task’s fields';
      // `dateCreated` defaulted to the server's start (hgn-data Q1); the ObjectId says when.
      const at = idTime(originalId);
      const row = {
        id: localIdOf('taskNotifications', originalId),
        taskId: task.id,
        userId,
        oldTask: oldTask.data satisfies TaskSnapshotJson,
        createdAt: at,
        updatedAt: at,
      };
      return { key: `${userId}/${task.id}`, row };
    },
    keep: 'first',
    duplicate: 'another unread notice of the same person and task (the first is kept)',
    insert: (values) => ctx.tx.insert(taskNotifications).values(values),
    rowIdOf: (row) => row.id!,
  });

/**
 * `taskEditSuggestions` → suggestions awaiting review, one per task (the newest, as a later
 * suggestion replaces the one before here). The suggested values are held to what approving them
 * would apply; `projectMembers`, a copy of the project's people, is not kept.
 */
export const importTaskEditSuggestions = (ctx: ImportContext) =>
  importOnePerKey<typeof taskEditSuggestions.$inferInsert>(ctx, {
    collection: 'taskEditSuggestions',
    read(document, originalId, repaired) {
      const userId = importedUserOf(ctx, document.userId);
      if (!userId) return 'its person is not in userProfiles';
      const task = ctx.ids.tasks.get(idOf(document.taskId) ?? '');
      if (!task) return 'its task is not in tasks';
      const loaded = objectOf(document.oldTask);
      const oldTask = suggestionOldTaskJson.safeParse({
        ...snapshotOf(ctx, loaded, repaired),
        ...defined({ modifiedDatetime: instantOf(loaded.modifiedDatetime, repaired)?.toISOString() }),
      });
      if (!oldTask.success) return 'its oldTask does not fit a task’s fields';
      const newTask = suggestionNewTaskInput.safeParse(snapshotOf(ctx, document.newTask, repaired));
      if (!newTask.success) return 'its newTask is not what a task may be changed to';
      const row = {
        id: localIdOf('taskEditSuggestions', originalId),
        taskId: task.id,
        userId,
        oldTask: oldTask.data satisfies SuggestionOldTaskJson,
        newTask: newTask.data satisfies TaskSnapshotJson,
        // `dateSuggested` defaulted to the server's start (hgn-data Q1); the ObjectId says when.
        suggestedAt: idTime(originalId),
      };
      return { key: task.id, row };
    },
    keep: 'newest',
    duplicate: 'another suggestion for the same task (the newest is kept)',
    insert: (values) => ctx.tx.insert(taskEditSuggestions).values(values),
    rowIdOf: (row) => row.id!,
  });

import { and, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { projects } from '../projects/projects.table.js';
import { wbs } from '../wbs/wbs.table.js';

/** Stamps of task JSON: a task takes the next one whenever its JSON may have changed. */
export const taskJsonStamps = pgSequence('task_json_stamps');

/**
 * The tasks of a WBS (server-rules 7). `num` is the dotted outline number ("1.2.3"), `level` 1-4;
 * `mother` is the direct parent and parentId1-3 the ancestors by level. Parents roll up their
 * children's hours, dates and people.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    wbsId: uuid()
      .notNull()
      .references(() => wbs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    num: text().notNull(),
    level: integer().notNull(),
    position: integer().notNull().default(0),
    mother: uuid().references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    parentId1: uuid().references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    parentId2: uuid().references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    parentId3: uuid().references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    hasChild: boolean().notNull().default(false),
    childrenQty: integer().notNull().default(0),
    priority: text({ enum: ['Primary', 'Secondary', 'Tertiary'] })
      .notNull()
      .default('Primary'),
    isAssigned: boolean().notNull().default(true),
    status: text().notNull().default('Not Started'),
    hoursBest: doublePrecision().notNull().default(0),
    hoursWorst: doublePrecision().notNull().default(0),
    hoursMost: doublePrecision().notNull().default(0),
    hoursLogged: doublePrecision().notNull().default(0),
    estimatedHours: doublePrecision().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    links: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relatedWorkLinks: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text().notNull().default(''),
    categoryOverride: boolean().notNull().default(false),
    categoryLocked: boolean().notNull().default(false),
    classification: text().notNull().default(''),
    deadlineCount: integer().notNull().default(0),
    whyInfo: text().notNull().default(''),
    intentInfo: text().notNull().default(''),
    endstateInfo: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
    /**
     * Changes whenever the task's JSON may have (`tasks.json.sql.ts`): set by triggers (migration 0008)
     * on every write to the task, to its people, and to their names and pictures, so no writer can
     * forget it. Kept JSON texts are valid while their stamp is the task's.
     */
    jsonStamp: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('task_json_stamps')`),
  },
  (t) => [index('tasks_wbs_id_num_idx').on(t.wbsId, t.num), index('tasks_mother_idx').on(t.mother)],
);

export type TaskRow = typeof tasks.$inferSelect;

/** The people working on a task, each with their own completion and review state. */
export const taskResources = pgTable(
  'task_resources',
  {
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedTask: boolean().notNull().default(false),
    reviewStatus: text({ enum: ['Unsubmitted', 'Submitted', 'Reviewed'] })
      .notNull()
      .default('Unsubmitted'),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When a review of the person's current submission was asked for (e-mailed to their reviewers);
     * null until then. A change of the review status starts over, so each submission is asked once.
     */
    reviewRequestedAt: timestamp({ withTimezone: true }),
  },
  // A person's tasks, read from the index alone (the team tasks of a hundred people).
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_resources_user_id_task_id_idx').on(t.userId, t.taskId),
  ],
);

/** An active task in an active WBS of an active project, of a query joining the three. */
export const onLiveWork = () =>
  and(eq(tasks.isActive, true), eq(wbs.isActive, true), eq(projects.isActive, true));

import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from './wbs.table.js';

/** The WBS, locked until the caller's transaction ends: every change to its task tree takes it first. */
const lockWbs = preparedStatement('wbs_lock', (tx: DbOrTransaction) =>
  tx
    .select()
    .from(wbs)
    .where(eq(wbs.id, sql.placeholder('id')))
    .for('update'),
);

export function createWbsRepo(db: DbOrTransaction) {
  return {
    setActiveOfProject: (projectId: string, isActive: boolean, now: Date) =>
      db
        .update(wbs)
        .set({ isActive, updatedAt: now, version: sql`${wbs.version} + 1` })
        .where(and(eq(wbs.projectId, projectId), ne(wbs.isActive, isActive))),

    projectExists: async (projectId: string) => {
      const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
      return row !== undefined;
    },

    /**
     * A project's WBS newest first (the active ones unless `includeInactive`), each with its number
     * of tasks and the hours logged on them: the top-level tasks' hours hold their subtasks' summed.
     */
    listOfProjectWithTaskTotals: (projectId: string, includeInactive: boolean) =>
      db
        .select({
          wbs,
          taskCount: sql<number>`count(${tasks.id})::int`,
          hoursLogged: sql<number>`coalesce(sum(${tasks.hoursLogged}) filter (where ${tasks.mother} is null), 0)::float8`,
        })
        .from(wbs)
        .leftJoin(tasks, eq(tasks.wbsId, wbs.id))
        .where(and(eq(wbs.projectId, projectId), includeInactive ? undefined : eq(wbs.isActive, true)))
        .groupBy(wbs.id)
        .orderBy(desc(wbs.createdAt), desc(wbs.id)),
    /** Another WBS of the project with this name ignoring case, if there is one. */
    findNamed: async (projectId: string, name: string, exceptWbsId?: string) => {
      const [row] = await db
        .select({ id: wbs.id })
        .from(wbs)
        .where(
          and(
            eq(wbs.projectId, projectId),
            sql`lower(${wbs.name}) = lower(${name})`,
            exceptWbsId === undefined ? undefined : ne(wbs.id, exceptWbsId),
          ),
        )
        .limit(1);
      return row;
    },

    find: async (wbsId: string) => {
      const [row] = await db.select().from(wbs).where(eq(wbs.id, wbsId));
      return row;
    },

    /** The WBS row locked, so that the writes to its task tree happen one after another. */
    lock: async (wbsId: string) => (await lockWbs(db, { id: wbsId }))[0],

    insert: async (values: { projectId: string; name: string; isActive: boolean; now: Date }) => {
      const [row] = await db
        .insert(wbs)
        .values({
          projectId: values.projectId,
          name: values.name,
          isActive: values.isActive,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      return row!;
    },

    update: async (wbsId: string, change: Partial<{ name: string; isActive: boolean }>, now: Date) => {
      const [row] = await db
        .update(wbs)
        .set({ ...change, updatedAt: now, version: sql`${wbs.version} + 1` })
        .where(eq(wbs.id, wbsId))
        .returning();
      return row;
    },
    touch: (wbsId: string, now: Date) =>
      db
        .update(wbs)
        .set({ updatedAt: now, version: sql`${wbs.version} + 1` })
        .where(eq(wbs.id, wbsId)),

    /** Its tasks go with it (foreign key cascade), in the same statement. */
    delete: async (wbsId: string) => {
      const deleted = await db.delete(wbs).where(eq(wbs.id, wbsId)).returning({ id: wbs.id });
      return deleted.length > 0;
    },
  };
}

export type WbsRepo = ReturnType<typeof createWbsRepo>;

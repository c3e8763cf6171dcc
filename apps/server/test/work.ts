import type { Role } from '@hgn/domain/permissions';
import { randomBytes } from 'node:crypto';
import { projects } from '../src/features/projects/projects.table.js';
import { taskResources, tasks } from '../src/features/tasks/tasks.table.js';
import { timeEntries } from '../src/features/timeEntries/timeEntries.table.js';
import { wbs } from '../src/features/wbs/wbs.table.js';
import type { createTestApp } from './app.js';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Caller = Awaited<ReturnType<TestApp['signedIn']>>;

/** One newly made, signed-in person of each role given, in that order. */
export async function signedInAs<const R extends readonly Role[]>(t: TestApp, ...roles: R) {
  return (await Promise.all(roles.map((role) => t.signedIn(role)))) as { [K in keyof R]: Caller };
}

/** A writer of a person's time straight to the database: tangible and active unless told otherwise. */
export const timeLogger =
  (db: TestApp['database']['db']) =>
  (personId: string, dateOfWork: string, totalSeconds: number, isTangible = true, isActive = true) =>
    db.insert(timeEntries).values({ personId, dateOfWork, totalSeconds, isTangible, isActive });

/**
 * Makers of the projects, WBS and tasks that work-tracking tests stand on, written straight to the
 * database; each is named after `label` and a serial so that names never collide.
 */
export function workFixtures(t: TestApp, label: string) {
  const { db } = t.database;
  let serial = 0;
  const unique = (kind: string) => `${label} ${kind} ${++serial} ${randomBytes(3).toString('hex')}`;

  async function createProject(fields: Partial<typeof projects.$inferInsert> = {}) {
    const [row] = await db
      .insert(projects)
      .values({ name: unique('project'), ...fields })
      .returning();
    return row!;
  }

  /** A WBS in a project of its own. */
  async function createWbs(
    projectFields: Partial<typeof projects.$inferInsert> = {},
    wbsFields: Partial<Omit<typeof wbs.$inferInsert, 'projectId'>> = {},
  ) {
    const project = await createProject(projectFields);
    const [row] = await db
      .insert(wbs)
      .values({ projectId: project.id, name: unique('WBS'), ...wbsFields })
      .returning();
    return { projectId: project.id, wbsId: row!.id };
  }

  /** A top-level task, numbered 1, in a WBS of its own, with these people on it. */
  async function createTask(
    resourceIds: readonly string[] = [],
    fields: Partial<Omit<typeof tasks.$inferInsert, 'wbsId'>> = {},
  ) {
    const { wbsId } = await createWbs();
    const [task] = await db
      .insert(tasks)
      .values({ wbsId, name: unique('Task'), num: '1', level: 1, ...fields })
      .returning();
    for (const userId of resourceIds) await db.insert(taskResources).values({ taskId: task!.id, userId });
    return task!;
  }

  return { createProject, createWbs, createTask };
}

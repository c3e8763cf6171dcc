import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { projectMembers, projects } from './projects.table.js';

export function createProjectsRepo(db: Db) {
  return {
    /** The projects a user is assigned to, by name, for the profile and the dashboard. */
    listProjectsOfUser: (userId: string) =>
      db
        .select({ id: projects.id, name: projects.name, category: projects.category })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.userId, userId))
        .orderBy(asc(projects.name), asc(projects.id)),
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;

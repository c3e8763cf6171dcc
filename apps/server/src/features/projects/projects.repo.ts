import { and, asc, desc, eq, exists, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { projectMembers, projects } from './projects.table.js';

const projectColumns = {
  id: projects.id,
  name: projects.name,
  category: projects.category,
  isActive: projects.isActive,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** LIKE treats % and _ as wildcards; typed text means them literally. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const squashedName = sql`regexp_replace(lower(${projects.name}), '\\s+', '', 'g')`;

export function createProjectsRepo(db: DbOrTransaction) {
  return {
    /** "The person is on this project", on `users.id`: a people search leaves such people out. */
    isMemberOfProject: (projectId: string) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(projectMembers)
          .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, users.id))),
      ),

    /** The projects a user is assigned to, by name, for the profile and the dashboard. */
    listProjectsOfUser: (userId: string) =>
      db
        .select({ id: projects.id, name: projects.name, category: projects.category })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.userId, userId))
        .orderBy(asc(projects.name), asc(projects.id)),

    listFullProjectsOfUser: (userId: string) =>
      db
        .select(projectColumns)
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.userId, userId))
        .orderBy(asc(projects.name), asc(projects.id)),

    /** Recently changed first, as the original list. */
    listProjects: () =>
      db.select(projectColumns).from(projects).orderBy(desc(projects.updatedAt), asc(projects.id)),

    findProject: async (projectId: string) => {
      const [row] = await db.select(projectColumns).from(projects).where(eq(projects.id, projectId));
      return row;
    },

    /** Uses the unique index's own expression: names are the same ignoring case. */
    findProjectNamed: async (name: string, exceptProjectId?: string) => {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(sql`lower(${projects.name})`, sql`lower(${name}::text)`),
            exceptProjectId ? ne(projects.id, exceptProjectId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    insertProject: async (project: { name: string; category: string; isActive: boolean }) => {
      const [row] = await db.insert(projects).values(project).returning(projectColumns);
      return row!;
    },

    updateProject: async (
      projectId: string,
      change: Partial<{ name: string; category: string; isActive: boolean }>,
      now: Date,
    ) => {
      const [row] = await db
        .update(projects)
        .set({ ...change, updatedAt: now, version: sql`${projects.version} + 1` })
        .where(eq(projects.id, projectId))
        .returning(projectColumns);
      return row;
    },

    /** Assignments, WBS and their tasks go with the project (foreign key cascade); time entries hold it. */
    deleteProject: async (projectId: string) => {
      const deleted = await db
        .delete(projects)
        .where(eq(projects.id, projectId))
        .returning({ id: projects.id });
      return deleted.length > 0;
    },

    unassignEveryone: (projectId: string) =>
      db.delete(projectMembers).where(eq(projectMembers.projectId, projectId)),

    listMembers: (projectId: string) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          isActive: users.isActive,
          addedAt: projectMembers.addedAt,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),

    /** The active projects among `projectIds`. */
    findActiveProjectIds: async (projectIds: readonly string[]) =>
      projectIds.length === 0
        ? []
        : (
            await db
              .select({ id: projects.id })
              .from(projects)
              .where(and(inArray(projects.id, [...projectIds]), eq(projects.isActive, true)))
          ).map((r) => r.id),

    /** Makes `projectIds` exactly the person's projects; memberships kept keep their date added. */
    replaceProjectsOfUser: async (userId: string, projectIds: readonly string[], now: Date) => {
      await db
        .delete(projectMembers)
        .where(
          projectIds.length === 0
            ? eq(projectMembers.userId, userId)
            : and(eq(projectMembers.userId, userId), notInArray(projectMembers.projectId, [...projectIds])),
        );
      if (projectIds.length > 0)
        await db
          .insert(projectMembers)
          .values(projectIds.map((projectId) => ({ projectId, userId, addedAt: now })))
          .onConflictDoNothing();
    },

    /** The project every newcomer joins; made when the organisation has none by that name. */
    addUserToProjectNamed: async (userId: string, name: string) => {
      await db.insert(projects).values({ name }).onConflictDoNothing();
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(sql`lower(${projects.name})`, name.toLowerCase()));
      await db.insert(projectMembers).values({ projectId: project!.id, userId }).onConflictDoNothing();
    },

    assign: async (projectId: string, userIds: readonly string[], now: Date) => {
      if (userIds.length === 0) return;
      await db
        .insert(projectMembers)
        .values(userIds.map((userId) => ({ projectId, userId, addedAt: now })))
        .onConflictDoNothing();
    },

    unassign: async (projectId: string, userIds: readonly string[]) => {
      if (userIds.length === 0) return;
      await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])));
    },

    /** Active projects whose names contain the text ignoring case and whitespace; an exact name first. */
    searchActiveProjects: (squashedText: string, limit: number) =>
      db
        .select(projectColumns)
        .from(projects)
        .where(
          and(
            eq(projects.isActive, true),
            sql`${squashedName} like '%' || ${likeLiteral(squashedText)} || '%'`,
          ),
        )
        .orderBy(desc(sql`${squashedName} = ${squashedText}`), asc(projects.name), asc(projects.id))
        .limit(limit),
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
export type ProjectRow = NonNullable<Awaited<ReturnType<ProjectsRepo['findProject']>>>;
export type ProjectMemberRow = Awaited<ReturnType<ProjectsRepo['listMembers']>>[number];

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { buildingProjectMembers, buildingProjects } from './buildingProjects.table.js';

const manager = alias(users, 'building_manager');

const projectColumns = {
  id: buildingProjects.id,
  name: buildingProjects.name,
  location: buildingProjects.location,
  template: buildingProjects.template,
  isActive: buildingProjects.isActive,
  createdAt: buildingProjects.createdAt,
  managerId: manager.id,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
};

const memberColumns = {
  projectId: buildingProjectMembers.projectId,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  hours: buildingProjectMembers.hours,
};

export type BuildingProjectRow = {
  id: string;
  name: string;
  location: string;
  template: string;
  isActive: boolean;
  createdAt: Date;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
};
export type BuildingProjectMemberRow = {
  projectId: string;
  userId: string;
  firstName: string;
  lastName: string;
  hours: number;
};

type ProjectFields = {
  name: string;
  location: string;
  template: string;
  isActive: boolean;
  buildingManagerId: string | null;
};

/** The unique index's own expression. */
const normalisedName = (name: string) => sql`lower(btrim(${name}::text))`;

export function createBuildingProjectsRepo(db: DbOrTransaction) {
  const selectProjects = () =>
    db
      .select(projectColumns)
      .from(buildingProjects)
      .leftJoin(manager, eq(manager.id, buildingProjects.buildingManagerId));

  return {
    listProjects: (): Promise<BuildingProjectRow[]> =>
      selectProjects().orderBy(asc(buildingProjects.name), asc(buildingProjects.id)),

    findProject: async (projectId: string): Promise<BuildingProjectRow | undefined> => {
      const [row] = await selectProjects().where(eq(buildingProjects.id, projectId));
      return row;
    },

    /** Holds the project's row until the transaction ends, so edits of one project take turns; false when there is none. */
    lockProject: async (projectId: string): Promise<boolean> => {
      const rows = await db
        .select({ id: buildingProjects.id })
        .from(buildingProjects)
        .where(eq(buildingProjects.id, projectId))
        .for('update');
      return rows.length > 0;
    },

    /** The members of the projects named, by name. */
    listMembers: (projectIds?: readonly string[]): Promise<BuildingProjectMemberRow[]> =>
      db
        .select(memberColumns)
        .from(buildingProjectMembers)
        .innerJoin(users, eq(users.id, buildingProjectMembers.userId))
        .where(projectIds ? inArray(buildingProjectMembers.projectId, [...projectIds]) : undefined)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),

    findProjectWithNameLike: async (name: string, exceptProjectId?: string) => {
      const [row] = await db
        .select({ id: buildingProjects.id })
        .from(buildingProjects)
        .where(
          and(
            eq(sql`lower(btrim(${buildingProjects.name}))`, normalisedName(name)),
            exceptProjectId ? ne(buildingProjects.id, exceptProjectId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    insertProject: async (fields: ProjectFields) => {
      const [row] = await db.insert(buildingProjects).values(fields).returning({ id: buildingProjects.id });
      return row!.id;
    },

    updateProject: (projectId: string, change: Partial<ProjectFields>) =>
      db.update(buildingProjects).set(change).where(eq(buildingProjects.id, projectId)),

    replaceMembers: async (projectId: string, members: readonly { user: string; hours: number }[]) => {
      await db.delete(buildingProjectMembers).where(eq(buildingProjectMembers.projectId, projectId));
      if (members.length > 0)
        await db
          .insert(buildingProjectMembers)
          .values(members.map((member) => ({ projectId, userId: member.user, hours: member.hours })));
    },
  };
}

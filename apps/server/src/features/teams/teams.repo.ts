import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { teamCodeOrNone, teamMembers, teams, userTeamCodes } from './teams.table.js';

const teamColumns = {
  id: teams.id,
  name: teams.name,
  isActive: teams.isActive,
  teamCode: teams.teamCode,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
};

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  addedAt: teamMembers.addedAt,
  visible: teamMembers.visible,
};

const normalisedName = (name: string) => sql`lower(regexp_replace(${name}::text, '\\s+', '', 'g'))`;

export function createTeamsRepo(db: DbOrTransaction) {
  return {
    /** The teams a user belongs to, by name, for the profile and the dashboard. */
    listTeamsOfUser: (userId: string) =>
      db
        .select({ id: teams.id, name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teams.name), asc(teams.id)),

    listTeams: () => db.select(teamColumns).from(teams).orderBy(asc(teams.name), asc(teams.id)),

    /** Every membership with what the teams list shows of the member, longest-standing first. */
    listAllMembers: () =>
      db
        .select({
          teamId: teamMembers.teamId,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          isEmailPublic: users.privacyEmail,
          teamCode: teamCodeOrNone,
          addedAt: teamMembers.addedAt,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .leftJoin(userTeamCodes, eq(userTeamCodes.userId, teamMembers.userId))
        .orderBy(asc(teamMembers.addedAt), asc(teamMembers.userId)),

    findTeam: async (teamId: string) => {
      const [row] = await db.select(teamColumns).from(teams).where(eq(teams.id, teamId));
      return row;
    },

    listMemberships: (teamId: string) =>
      db
        .select({ userId: teamMembers.userId, addedAt: teamMembers.addedAt, visible: teamMembers.visible })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.addedAt), asc(teamMembers.userId)),

    /** Uses the unique index's own expression: names are the same ignoring case and whitespace. */
    findTeamWithNameLike: async (name: string, exceptTeamId?: string) => {
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(
            eq(sql`lower(regexp_replace(${teams.name}, '\\s+', '', 'g'))`, normalisedName(name)),
            exceptTeamId ? ne(teams.id, exceptTeamId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    insertTeam: async (team: { name: string; isActive: boolean }) => {
      const [row] = await db.insert(teams).values(team).returning(teamColumns);
      return row!;
    },

    updateTeam: async (
      teamId: string,
      change: Partial<{ name: string; isActive: boolean; teamCode: string }>,
      now: Date,
    ) => {
      const [row] = await db
        .update(teams)
        .set({ ...change, updatedAt: now, version: sql`${teams.version} + 1` })
        .where(eq(teams.id, teamId))
        .returning(teamColumns);
      return row;
    },

    /** Memberships go with the team (foreign key cascade). */
    deleteTeam: async (teamId: string) => {
      const deleted = await db.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id });
      return deleted.length > 0;
    },

    listMemberIds: async (teamId: string) =>
      (
        await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId))
      ).map((row) => row.userId),

    listMembersWithRoles: (teamId: string) =>
      db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.addedAt), asc(users.id)),

    findMember: async (teamId: string, userId: string) => {
      const [row] = await db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      return row;
    },

    findPerson: async (userId: string) => {
      const [row] = await db
        .select({ id: users.id, role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** False when the person was already a member. */
    insertMember: async (teamId: string, userId: string, now: Date) => {
      const inserted = await db
        .insert(teamMembers)
        .values({ teamId, userId, addedAt: now })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      return inserted.length > 0;
    },

    /** The teams among `teamIds` that exist. */
    findExistingTeamIds: async (teamIds: readonly string[]) =>
      teamIds.length === 0
        ? []
        : (
            await db
              .select({ id: teams.id })
              .from(teams)
              .where(inArray(teams.id, [...teamIds]))
          ).map((r) => r.id),

    /** Makes `teamIds` exactly the person's teams; memberships kept keep their date added. */
    replaceTeamsOfUser: async (userId: string, teamIds: readonly string[], now: Date) => {
      await db
        .delete(teamMembers)
        .where(
          teamIds.length === 0
            ? eq(teamMembers.userId, userId)
            : and(eq(teamMembers.userId, userId), notInArray(teamMembers.teamId, [...teamIds])),
        );
      if (teamIds.length > 0)
        await db
          .insert(teamMembers)
          .values(teamIds.map((teamId) => ({ teamId, userId, addedAt: now })))
          .onConflictDoNothing();
    },

    deleteMember: async (teamId: string, userId: string) => {
      const deleted = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .returning({ userId: teamMembers.userId });
      return deleted.length > 0;
    },

    setMemberVisibility: async (teamId: string, userId: string, visible: boolean) => {
      const updated = await db
        .update(teamMembers)
        .set({ visible })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .returning({ userId: teamMembers.userId });
      return updated.length > 0;
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
export type TeamRow = NonNullable<Awaited<ReturnType<TeamsRepo['findTeam']>>>;
export type TeamMemberRow = NonNullable<Awaited<ReturnType<TeamsRepo['findMember']>>>;
export type TeamListMemberRow = Awaited<ReturnType<TeamsRepo['listAllMembers']>>[number];

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { teamMembers, teams } from './teams.table.js';

export function createTeamsRepo(db: Db) {
  return {
    /** The teams a user belongs to, by name, for the profile and the dashboard. */
    listTeamsOfUser: (userId: string) =>
      db
        .select({ id: teams.id, name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teams.name), asc(teams.id)),
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { userTeamCodes } from './teams.table.js';

/** The team codes people are filed under; a person without one has no row. */
export function createTeamCodesRepo(db: DbOrTransaction) {
  return {
    codeOf: async (userId: string): Promise<string> => {
      const [row] = await db
        .select({ teamCode: userTeamCodes.teamCode })
        .from(userTeamCodes)
        .where(eq(userTeamCodes.userId, userId));
      return row?.teamCode ?? '';
    },

    /** Every code someone is filed under, once each, in order. */
    listCodes: async () =>
      (
        await db
          .selectDistinct({ teamCode: userTeamCodes.teamCode })
          .from(userTeamCodes)
          .orderBy(asc(userTeamCodes.teamCode))
      ).map((row) => row.teamCode),

    /** Files the people under the code; the empty code takes them off any. */
    setCodeOf: async (userIds: readonly string[], teamCode: string) => {
      if (userIds.length === 0) return;
      if (teamCode === '') {
        await db.delete(userTeamCodes).where(inArray(userTeamCodes.userId, [...userIds]));
        return;
      }
      await db
        .insert(userTeamCodes)
        .values(userIds.map((userId) => ({ userId, teamCode })))
        .onConflictDoUpdate({ target: userTeamCodes.userId, set: { teamCode: sql`excluded.team_code` } });
    },
  };
}

// Whom a caller sees in the team tasks table, and so whose time entries they may read: the members of
// their visible teams (`visibleTeamPeopleOf`, the teams feature's rule, which the table also uses).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { visibleTeamPeopleOf } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';

export function createVisiblePeopleRepo(db: DbOrTransaction) {
  return {
    /** Which of these ids are active people the viewer's team tasks show. */
    visibleAmong: async (viewerId: string, userIds: readonly string[]): Promise<ReadonlySet<string>> => {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isAnyOfIds(users.id, userIds),
            eq(users.isActive, true),
            sql`${users.id} in ${visibleTeamPeopleOf(sql`${viewerId}::uuid`)}`,
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

// The team-week notice's facts about a person: whether they are on an active team, and when they last
// dismissed it. Teams belong to the teams feature: this repo only reads their tables.
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { teamWeekNoticeDismissals as dismissals } from './teamWeekNotices.table.js';

export function createTeamWeekNoticesRepo(db: DbOrTransaction) {
  return {
    async factsOf(userId: string): Promise<{ isOnTeam: boolean; dismissedAt: Date | null }> {
      const { rows } = await db.execute<{ isOnTeam: boolean; dismissedAtMs: number | null }>(sql`
      select
        exists (
          select 1 from ${teamMembers} m join ${teams} t on t.id = m.team_id
          where m.user_id = ${userId} and t.is_active
        ) as "isOnTeam",
        (select floor(extract(epoch from d.dismissed_at) * 1000)::float8
          from ${dismissals} d where d.user_id = ${userId}) as "dismissedAtMs"`);
      const row = rows[0];
      return {
        isOnTeam: row?.isOnTeam ?? false,
        dismissedAt: row?.dismissedAtMs == null ? null : new Date(row.dismissedAtMs),
      };
    },

    /** Records a dismissal; of two at once, the later one stays. */
    dismiss: (userId: string, at: Date) =>
      db
        .insert(dismissals)
        .values({ userId, dismissedAt: at })
        .onConflictDoUpdate({
          target: dismissals.userId,
          set: { dismissedAt: sql`greatest(${dismissals.dismissedAt}, excluded.dismissed_at)` },
        }),
  };
}

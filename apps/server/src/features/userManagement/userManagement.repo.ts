// Reads for user management. Users, teams and time off belong to other features: this repo only reads
// their tables; every write goes through the users service.
import type { UserPageQuery } from '@hgn/domain/userManagement';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
import { teamMembers } from '../teams/teams.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { users } from '../users/users.table.js';

// The same expression as the trigram index users_search_idx, so the planner can use it.
const searchKey = sql`fold_for_search(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** LIKE's own wildcards in a search are meant literally. */

const pageColumns = {
  id: users.id,
  isActive: users.isActive,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isProtected: users.isProtected,
  jobTitle: users.jobTitle,
  email: users.email,
  weeklyCommittedHours: users.weeklyCommittedHours,
  inactiveReason: users.inactiveReason,
  reactivationDate: users.reactivationDate,
  endDate: users.endDate,
  startDate: users.startDate,
  isFinalDaySet: users.isFinalDaySet,
  archivedAt: users.archivedAt,
};

const targetColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  isProtected: users.isProtected,
  inactiveReason: users.inactiveReason,
  endDate: users.endDate,
  reactivationDate: users.reactivationDate,
  archivedAt: users.archivedAt,
};

export function createUserManagementRepo(db: DbOrTransaction) {
  function pageFilter(query: UserPageQuery): SQL | undefined {
    // Archived users appear under their own filter only.
    const conditions: (SQL | undefined)[] = [
      query.status === 'archived' ? isNotNull(users.archivedAt) : isNull(users.archivedAt),
    ];
    if (query.search)
      conditions.push(sql`${searchKey} LIKE '%' || fold_for_search(${escapeLike(query.search)}) || '%'`);
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.status === 'active') conditions.push(eq(users.isActive, true));
    if (query.status === 'inactive') conditions.push(eq(users.isActive, false));
    if (query.status === 'paused')
      conditions.push(and(eq(users.isActive, false), eq(users.inactiveReason, 'Paused')));
    if (query.team)
      conditions.push(
        sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${query.team} and ${teamMembers.userId} = ${users.id})`,
      );
    return and(...conditions);
  }

  return {
    /** One page of the table and the number of matching users, in one query. */
    async listPage(query: UserPageQuery) {
      const rows = await db
        .select({ ...pageColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(pageFilter(query))
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page the window count has no row to ride on.
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(pageFilter(query));
      return { rows, total: counted?.total ?? 0 };
    },

    /** Each user's current or next time off (ending today or later), earliest first. */
    async listOpenTimeOff(userIds: string[], today: string) {
      if (userIds.length === 0) return [];
      return db
        .selectDistinctOn([timeOffRequests.userId], {
          userId: timeOffRequests.userId,
          startingDate: timeOffRequests.startingDate,
          endingDate: timeOffRequests.endingDate,
        })
        .from(timeOffRequests)
        .where(and(inArray(timeOffRequests.userId, userIds), gte(timeOffRequests.endingDate, today)))
        .orderBy(timeOffRequests.userId, asc(timeOffRequests.startingDate));
    },

    /** Any user, archived ones included: they can still be restored or deleted. */
    async findTarget(userId: string) {
      const [row] = await db.select(targetColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async isEmailTaken(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    async isFullNameTaken(firstName: string, lastName: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(trim(${users.firstName}))`, firstName.trim().toLowerCase()),
            eq(sql`lower(trim(${users.lastName}))`, lastName.trim().toLowerCase()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Who hears of a user's status change: active Owners, and active Managers and Administrators of the user's teams. */
    async listStatusRecipients(userId: string) {
      const sharesTeam = sql`exists (
        select 1 from ${teamMembers} theirs
        join ${teamMembers} mine on mine.team_id = theirs.team_id
        where theirs.user_id = ${userId} and mine.user_id = ${users.id})`;
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            ne(users.id, userId),
            or(eq(users.role, 'Owner'), and(inArray(users.role, ['Manager', 'Administrator']), sharesTeam)),
          ),
        )
        .orderBy(users.email);
      return rows.map((row) => row.email);
    },

    /** Paused users whose return day has come. */
    listDueReactivations: (today: string) =>
      db
        .select(targetColumns)
        .from(users)
        .where(
          and(
            eq(users.isActive, false),
            eq(users.inactiveReason, 'Paused'),
            lte(users.reactivationDate, today),
            isNull(users.archivedAt),
          ),
        ),

    /** Active users with a final day scheduled on or before `until` (the notice window's end or today). */
    listScheduledFinalDays: (until: string) =>
      db
        .select({ ...targetColumns, finalDayNoticeSent: users.finalDayNoticeSent })
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            eq(users.inactiveReason, 'ScheduledSeparation'),
            lte(users.endDate, until),
            isNull(users.archivedAt),
          ),
        ),
  };
}

export type UserManagementRepo = ReturnType<typeof createUserManagementRepo>;
export type TargetRow = NonNullable<Awaited<ReturnType<UserManagementRepo['findTarget']>>>;
export type PageRow = Awaited<ReturnType<UserManagementRepo['listPage']>>['rows'][number];

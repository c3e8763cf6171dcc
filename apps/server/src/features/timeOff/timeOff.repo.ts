import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { teamMembers } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { timeOffRequests } from './timeOff.table.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';

const columns = {
  id: timeOffRequests.id,
  userId: timeOffRequests.userId,
  startingDate: timeOffRequests.startingDate,
  endingDate: timeOffRequests.endingDate,
  durationWeeks: timeOffRequests.durationWeeks,
  reason: timeOffRequests.reason,
  reasonType: timeOffRequests.reasonType,
};

export type TimeOffRow = {
  id: string;
  userId: string;
  startingDate: string;
  endingDate: string;
  durationWeeks: number;
  reason: string;
  reasonType?: 'vacationTime' | 'other';
};

export type TimeOffValues = Omit<TimeOffRow, 'id'>;

/** The roles told when a volunteer of their team schedules time off. */
const TEAM_LEADERSHIP_ROLES = ['Manager', 'Mentor', 'Administrator'];

export function createTimeOffRepo(db: DbOrTransaction) {
  return {
    listAllRequests: (): Promise<TimeOffRow[]> =>
      db
        .select(columns)
        .from(timeOffRequests)
        .orderBy(asc(timeOffRequests.startingDate), asc(timeOffRequests.id)),

    listRequestsOfUser: (userId: string): Promise<TimeOffRow[]> =>
      db
        .select(columns)
        .from(timeOffRequests)
        .where(eq(timeOffRequests.userId, userId))
        .orderBy(asc(timeOffRequests.startingDate), asc(timeOffRequests.id)),

    /** The earliest request of the user that has not ended before `fromDate` (`YYYY-MM-DD`). */
    findFirstRequestEndingOnOrAfter: async (
      userId: string,
      fromDate: string,
    ): Promise<TimeOffRow | undefined> => {
      const [row] = await db
        .select(columns)
        .from(timeOffRequests)
        .where(and(eq(timeOffRequests.userId, userId), gte(timeOffRequests.endingDate, fromDate)))
        .orderBy(asc(timeOffRequests.startingDate), asc(timeOffRequests.id))
        .limit(1);
      return row;
    },

    /** Each person's first request ending on or after `fromDate`, for many people in one query. */
    listFirstRequestsEndingOnOrAfter: async (
      userIds: readonly string[],
      fromDate: string,
    ): Promise<TimeOffRow[]> =>
      userIds.length === 0
        ? []
        : db
            .selectDistinctOn([timeOffRequests.userId], columns)
            .from(timeOffRequests)
            .where(
              and(isAnyOfIds(timeOffRequests.userId, userIds), gte(timeOffRequests.endingDate, fromDate)),
            )
            .orderBy(timeOffRequests.userId, asc(timeOffRequests.startingDate), asc(timeOffRequests.id)),

    findRequest: async (id: string): Promise<TimeOffRow | undefined> =>
      (await db.select(columns).from(timeOffRequests).where(eq(timeOffRequests.id, id)))[0],

    insert: async (values: TimeOffValues): Promise<TimeOffRow> =>
      (await db.insert(timeOffRequests).values(values).returning(columns))[0]!,

    update: async (id: string, values: Partial<TimeOffValues>): Promise<TimeOffRow | undefined> =>
      (await db.update(timeOffRequests).set(values).where(eq(timeOffRequests.id, id)).returning(columns))[0],

    /** Until the transaction ends, no other schedules or moves this person's time off. */
    lockPersonsTimeOff: async (userId: string): Promise<void> => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-off:${userId}`}))`);
    },

    remove: async (id: string): Promise<TimeOffRow | undefined> =>
      (await db.delete(timeOffRequests).where(eq(timeOffRequests.id, id)).returning(columns))[0],

    findPerson: async (userId: string) =>
      (
        await db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    /** Active Managers, Mentors and Administrators on a team with the volunteer, and every active Owner. */
    listTimeOffWatchers: async (userId: string): Promise<string[]> => {
      const teamsOfUser = db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      const leaders = await db
        .selectDistinct({ email: users.email })
        .from(users)
        .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
        .where(
          and(
            inArray(teamMembers.teamId, teamsOfUser),
            inArray(users.role, TEAM_LEADERSHIP_ROLES),
            eq(users.isActive, true),
            ne(users.id, userId),
          ),
        );
      const owners = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'Owner'), eq(users.isActive, true), ne(users.id, userId)));
      return [...new Set([...leaders, ...owners].map((row) => row.email))];
    },

    removeEndedBy: async (lastDay: string): Promise<number> =>
      (
        await db
          .delete(timeOffRequests)
          .where(sql`${timeOffRequests.endingDate} <= ${lastDay}`)
          .returning({ id: timeOffRequests.id })
      ).length,
  };
}

export type TimeOffRepo = ReturnType<typeof createTimeOffRepo>;

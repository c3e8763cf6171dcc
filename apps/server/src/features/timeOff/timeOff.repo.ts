import { asc, eq, gte, and } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { timeOffRequests } from './timeOff.table.js';

const columns = {
  id: timeOffRequests.id,
  userId: timeOffRequests.userId,
  startingDate: timeOffRequests.startingDate,
  endingDate: timeOffRequests.endingDate,
  durationWeeks: timeOffRequests.durationWeeks,
  reason: timeOffRequests.reason,
};

export type TimeOffRow = {
  id: string;
  userId: string;
  startingDate: string;
  endingDate: string;
  durationWeeks: number;
  reason: string;
};

export function createTimeOffRepo(db: Db) {
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
  };
}

export type TimeOffRepo = ReturnType<typeof createTimeOffRepo>;

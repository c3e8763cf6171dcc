import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { blueSquares, retiredBlueSquares } from './blueSquares.table.js';

const columns = {
  id: blueSquares.id,
  date: blueSquares.date,
  description: blueSquares.description,
  reason: blueSquares.reason,
  createdAt: blueSquares.createdAt,
};

export type BlueSquareRow = {
  id: string;
  date: string;
  description: string;
  reason: string;
  createdAt: Date;
};
export type BlueSquareValues = { date: string; description: string; reason: string };

export function createBlueSquaresRepo(db: DbOrTransaction) {
  return {
    /** Moves every square dated on or before `lastDate` to `retired_blue_squares` in one statement. */
    retireDatedBy: async (lastDate: string): Promise<number> => {
      const { rows } = await db.execute<{ n: number }>(sql`
    with moved as (
      delete from ${blueSquares} where ${blueSquares.date} <= ${lastDate}
      returning id, user_id, date, description, reason, created_at)
    , kept as (
      insert into ${retiredBlueSquares} (id, user_id, date, description, reason, created_at)
      select id, user_id, date, description, reason, created_at from moved
      on conflict (id) do nothing
      returning 1)
    select count(*)::int as n from moved`);
      return rows[0]?.n ?? 0;
    },

    /** A user's blue squares, newest first, as the profile shows them. */
    listBlueSquaresOfUser: (userId: string): Promise<BlueSquareRow[]> =>
      db
        .select(columns)
        .from(blueSquares)
        .where(eq(blueSquares.userId, userId))
        .orderBy(desc(blueSquares.date), desc(blueSquares.createdAt)),

    /** The blue squares of each of the people dated `since` or later, newest first. */
    listSinceOf: async (userIds: readonly string[], since: string): Promise<Map<string, BlueSquareRow[]>> => {
      const rows = await db
        .select({ userId: blueSquares.userId, ...columns })
        .from(blueSquares)
        .where(and(inArray(blueSquares.userId, [...userIds]), gte(blueSquares.date, since)))
        .orderBy(desc(blueSquares.date), desc(blueSquares.createdAt));
      const byUser = new Map<string, BlueSquareRow[]>();
      for (const { userId, ...row } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), row]);
      return byUser;
    },

    /** Blue squares the system gives, many in one statement (sent as one JSON parameter). */
    insertGiven: async (
      squares: readonly ({ userId: string } & BlueSquareValues)[],
    ): Promise<{ id: string; userId: string }[]> =>
      (
        await db.execute<{ id: string; userId: string }>(sql`
      insert into ${blueSquares} (user_id, date, description, reason)
      select r."userId", r.date, r.description, r.reason
      from jsonb_to_recordset(${JSON.stringify(squares)}::jsonb)
        as r("userId" uuid, date date, description text, reason text)
      returning id, user_id as "userId"`)
      ).rows,

    /** Who a blue square e-mail goes to. */
    findRecipient: async (userId: string) =>
      (
        await db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    findBlueSquareOfUser: async (userId: string, id: string): Promise<BlueSquareRow | undefined> =>
      (
        await db
          .select(columns)
          .from(blueSquares)
          .where(and(eq(blueSquares.id, id), eq(blueSquares.userId, userId)))
      )[0],

    countSince: async (userId: string, sinceDate: string): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(blueSquares)
          .where(and(eq(blueSquares.userId, userId), gte(blueSquares.date, sinceDate)))
      )[0]?.n ?? 0,

    insert: async (
      userId: string,
      /** Null for a blue square the system gives. */
      createdBy: string | null,
      values: BlueSquareValues,
    ): Promise<BlueSquareRow> =>
      (
        await db
          .insert(blueSquares)
          .values({ userId, createdBy, ...values })
          .returning(columns)
      )[0]!,

    update: async (id: string, values: Partial<BlueSquareValues>): Promise<BlueSquareRow> =>
      (
        await db
          .update(blueSquares)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(blueSquares.id, id))
          .returning(columns)
      )[0]!,

    remove: (id: string) => db.delete(blueSquares).where(eq(blueSquares.id, id)),
  };
}

export type BlueSquaresRepo = ReturnType<typeof createBlueSquaresRepo>;

import type { TimelogEventType } from '@hgn/domain/timer';
import type { TimerFields } from '@hgn/domain/timer';
import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import { timerEvents, timerPresence, timers } from './timer.table.js';

/** The channel every server listens on; a payload names the user whose timer changed. */
export const TIMER_CHANNEL = 'timer_changes';

export type TimerRow = typeof timers.$inferSelect;

export const fieldsOf = (row: TimerRow): TimerFields => ({
  startAt: row.startAt.getTime(),
  time: row.timeMs,
  goal: row.goalMs,
  initialGoal: row.initialGoalMs,
  chiming: row.chiming,
  paused: row.paused,
  forcedPause: row.forcedPause,
  started: row.started,
});

const timerOf = (reader: DbOrTransaction) =>
  reader
    .select()
    .from(timers)
    .where(eq(timers.userId, sql.placeholder('userId')));
const findTimer = preparedStatement('timer_of_user', timerOf);
const lockTimer = preparedStatement('timer_of_user_locked', (tx: DbOrTransaction) =>
  timerOf(tx).for('update'),
);

/**
 * The timer's new state, its event with `logging`, and the notice `payload` on `channel`, which is
 * delivered to every listening server when the transaction commits and not at all if it does not.
 */
function saveQuery(tx: DbOrTransaction, logging: boolean) {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const saved = tx.$with('saved').as(
    tx
      .update(timers)
      .set({
        startAt: value('startAt'),
        timeMs: value('time'),
        goalMs: value('goal'),
        initialGoalMs: value('initialGoal'),
        chiming: value('chiming'),
        paused: value('paused'),
        forcedPause: value('forcedPause'),
        started: value('started'),
      })
      .where(eq(timers.id, sql.placeholder('id')))
      .returning({ id: timers.id }),
  );
  const logged = tx.$with('logged').as(
    tx
      .insert(timerEvents)
      .values({
        userId: sql.placeholder('userId'),
        eventType: sql.placeholder('eventType'),
        at: sql.placeholder('eventAt'),
      })
      .returning({ id: timerEvents.id }),
  );
  return tx
    .with(saved, ...(logging ? [logged] : []))
    .select({ notified: sql`pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})` })
    .from(saved);
}

const saveTimer = preparedStatement('timer_save', (tx: DbOrTransaction) => saveQuery(tx, false));
const saveTimerLogging = preparedStatement('timer_save_logging', (tx: DbOrTransaction) =>
  saveQuery(tx, true),
);

export function createTimerRepo(db: DbOrTransaction) {
  /** The user's timer row, made on first use; undefined when there is no such user. */
  async function ensure(userId: string, lock: boolean): Promise<TimerRow | undefined> {
    const find = async () => (await (lock ? lockTimer : findTimer)(db, { userId }))[0];
    const found = await find();
    if (found) return found;
    await db.execute(
      sql`insert into ${timers} (${sql.identifier('user_id')}) select ${users.id} from ${users} where ${users.id} = ${userId} on conflict do nothing`,
    );
    return find();
  }

  return {
    /** The user's timer, locked until the transaction ends: one change at a time per user. */
    lock: (userId: string) => ensure(userId, true),
    read: (userId: string) => ensure(userId, false),

    /**
     * Writes the timer's new state, its event when there is one, and the notice `payload`, which is
     * delivered to every listening server when the transaction commits and not at all if it does not;
     * in one statement, so that a command is its lock and this.
     */
    async save(
      row: TimerRow,
      s: TimerFields,
      event: { type: TimelogEventType; at: Date } | undefined,
      payload: string,
    ): Promise<void> {
      const values = {
        id: row.id,
        startAt: new Date(s.startAt),
        time: s.time,
        goal: s.goal,
        initialGoal: s.initialGoal,
        chiming: s.chiming,
        paused: s.paused,
        forcedPause: s.forcedPause,
        started: s.started,
        channel: TIMER_CHANNEL,
        payload,
      };
      if (event)
        await saveTimerLogging(db, {
          ...values,
          userId: row.userId,
          eventType: event.type,
          eventAt: event.at,
        });
      else await saveTimer(db, values);
    },

    events: (userId: string, limit: number) =>
      db
        .select()
        .from(timerEvents)
        .where(eq(timerEvents.userId, userId))
        .orderBy(desc(timerEvents.at), desc(timerEvents.id))
        .limit(limit),

    /** Users whose timer runs, or has run since `startedBefore` at the latest. */
    running: async (startedBefore?: Date) =>
      (
        await db
          .select({ userId: timers.userId })
          .from(timers)
          .where(
            and(
              eq(timers.started, true),
              eq(timers.paused, false),
              startedBefore ? lte(timers.startAt, startedBefore) : undefined,
            ),
          )
      ).map((r) => r.userId),

    /** Counts a socket of this server for the user in or out. */
    async countSocket(serverId: string, userId: string, delta: 1 | -1, now: Date) {
      await db
        .insert(timerPresence)
        .values({ serverId, userId, sockets: Math.max(0, delta), lastSeen: now })
        .onConflictDoUpdate({
          target: [timerPresence.serverId, timerPresence.userId],
          set: { sockets: sql`greatest(0, ${timerPresence.sockets} + ${delta})`, lastSeen: now },
        });
    },

    /**
     * Whether any server seen since `freshSince` holds a socket of the user, or (with `changedAfter`)
     * any server has opened or closed one of theirs after that instant.
     */
    async hasLiveSocket(userId: string, freshSince: Date, changedAfter?: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: timerPresence.userId })
        .from(timerPresence)
        .where(
          and(
            eq(timerPresence.userId, userId),
            or(
              and(gt(timerPresence.sockets, 0), gt(timerPresence.lastSeen, freshSince)),
              changedAfter ? gt(timerPresence.lastSeen, changedAfter) : undefined,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Renews this server's counts; forgets its users without sockets since `closedBefore` (a later
     * close still matters to the reconnection grace) and any row unheard of since `forgetBefore`.
     */
    async renewPresence(
      serverId: string,
      userIds: string[],
      now: Date,
      { forgetBefore, closedBefore }: { forgetBefore: Date; closedBefore: Date },
    ) {
      if (userIds.length > 0)
        await db
          .update(timerPresence)
          .set({ lastSeen: now })
          .where(and(eq(timerPresence.serverId, serverId), inArray(timerPresence.userId, userIds)));
      await db
        .delete(timerPresence)
        .where(
          or(
            lt(timerPresence.lastSeen, forgetBefore),
            and(
              eq(timerPresence.serverId, serverId),
              eq(timerPresence.sockets, 0),
              lt(timerPresence.lastSeen, closedBefore),
            ),
          ),
        );
    },

    async forgetServer(serverId: string) {
      await db.delete(timerPresence).where(eq(timerPresence.serverId, serverId));
    },
  };
}

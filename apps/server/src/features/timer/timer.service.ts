import { isUuid } from '@hgn/domain/ids';
import { timerMessages } from '@hgn/domain/messages';
import {
  applyTimerCommand,
  TIMER_AUTO_STOP_MS,
  TIMER_MISSED_BEATS_MAX,
  type TimerFields,
  type TimerRuleCommand,
  type TimerServerMessage,
  type TimerState,
} from '@hgn/domain/timer';
import { TIMELOG_TRACKING_MAX, type TimelogTrackingJson } from '@hgn/domain/timer/contract';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { fieldsOf, createTimerRepo, type TimerRow } from './timer.repo.js';

/** What a committed change tells every server: the user's new state and what to send with it. */
export type TimerChange = { userId: string; state: TimerState; messages: TimerServerMessage[] };

/** The state and, when the command was refused, the refusal; `changed` when every socket is told. */
export type TimerReply = { state: TimerState; error?: string; changed: boolean };

/** The timer of `row` in the state `fields`: as stored, unless a command has just changed them. */
const present = (row: TimerRow, fields: TimerFields = fieldsOf(row)): TimerState => ({
  _id: row.id,
  userId: row.userId,
  ...fields,
  startAt: new Date(fields.startAt).toISOString(),
});

function sameFields(row: TimerRow, next: TimerFields): boolean {
  const stored = fieldsOf(row);
  return (Object.keys(next) as (keyof TimerFields)[]).every((key) => stored[key] === next[key]);
}

export class UnknownTimerUserError extends Error {}

/** Rows of servers not heard from for an hour are deleted (they stopped counting long before). */
const PRESENCE_KEPT_MS = 3_600_000;

export function createTimerService(
  { db, clock }: FeatureDeps,
  options: { heartbeatMs: number; reconnectGraceMs: number },
) {
  /** A server whose presence was not renewed for this long is taken for gone. */
  const presenceLifetimeMs = options.heartbeatMs * (TIMER_MISSED_BEATS_MAX + 2);
  const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

  async function lockOf(tx: DbOrTransaction, userId: string): Promise<TimerRow> {
    const row = isUuid(userId) ? await createTimerRepo(tx).lock(userId.toLowerCase()) : undefined;
    if (!row) throw new UnknownTimerUserError(userId);
    return row;
  }

  /** Applies a command in the caller's transaction: the row locked, the rule, the state, the event, the notice. */
  async function applyIn(
    tx: DbOrTransaction,
    userId: string,
    command: TimerRuleCommand,
    /** Sent with the state when the command changed it. */
    extra: TimerServerMessage[] = [],
    /** The instant the command takes effect: now, unless the server acts on what happened earlier. */
    now: Date = clock.now(),
  ): Promise<TimerReply> {
    const row = await lockOf(tx, userId);
    const outcome = applyTimerCommand(fieldsOf(row), command, now.getTime());
    if ('error' in outcome) return { state: present(row), error: outcome.error, changed: false };
    if (!outcome.event && sameFields(row, outcome.state)) return { state: present(row), changed: false };
    const state = present(row, outcome.state);
    const messages: TimerServerMessage[] = [state, ...extra];
    if (outcome.event)
      messages.push({
        type: 'TIMELOG_EVENT',
        data: { eventType: outcome.event, timestamp: now.toISOString(), userId: row.userId },
      });
    const change: TimerChange = { userId: row.userId, state, messages };
    await createTimerRepo(tx).save(
      row,
      outcome.state,
      outcome.event && { type: outcome.event, at: now },
      JSON.stringify(change),
    );
    return { state, changed: true };
  }

  const apply = (userId: string, command: TimerRuleCommand, extra?: TimerServerMessage[]) =>
    db.transaction((tx) => applyIn(tx, userId, command, extra));

  return {
    /** The user's timer as it is; made on first use. */
    async state(userId: string): Promise<TimerState> {
      const row = isUuid(userId) ? await createTimerRepo(db).read(userId.toLowerCase()) : undefined;
      if (!row) throw new UnknownTimerUserError(userId);
      return present(row);
    },

    apply,

    /**
     * Stops the timer for the time entry being written in `tx`, so both commit or neither: a timer
     * not running refuses, and the entry is not written (a second stop logs nothing).
     */
    async stopForLoggedEntry(tx: DbOrTransaction, userId: string): Promise<void> {
      const row = await lockOf(tx, userId);
      if (!row.started)
        throw new AppError({ code: 'TIMER_NOT_RUNNING', message: timerMessages.nothingToLog });
      await applyIn(tx, userId, { action: 'STOP_TIMER' });
    },

    /** A socket of the user opened on this server. */
    socketOpened: (serverId: string, userId: string) =>
      db.transaction(async (tx) => {
        await lockOf(tx, userId);
        await createTimerRepo(tx).countSocket(serverId, userId, 1, clock.now());
      }),

    /**
     * A socket of the user closed on this server. When it was their last one anywhere, the instant it
     * closed: the caller asks `reconnectGraceEnded` once the reconnection grace has passed.
     */
    socketClosed: (serverId: string, userId: string): Promise<Date | undefined> =>
      db.transaction(async (tx) => {
        await lockOf(tx, userId);
        const now = clock.now();
        await createTimerRepo(tx).countSocket(serverId, userId, -1, now);
        return (await createTimerRepo(tx).hasLiveSocket(userId, since(now, presenceLifetimeMs)))
          ? undefined
          : now;
      }),

    /**
     * The grace after the user's last socket closed at `closedAt` has passed: unless a socket of theirs
     * has opened or closed anywhere since (a reload, another tab, a reconnection), a running timer is
     * paused by force as of `closedAt`, when the user was last connected, and a chime ends.
     */
    reconnectGraceEnded: (userId: string, closedAt: Date) =>
      db.transaction(async (tx) => {
        await lockOf(tx, userId);
        const live = await createTimerRepo(tx).hasLiveSocket(
          userId,
          since(clock.now(), presenceLifetimeMs),
          closedAt,
        );
        if (!live) await applyIn(tx, userId, { action: 'PAGES_CLOSED' }, [], closedAt);
      }),

    /** This server still holds sockets of these users. */
    renewPresence: (serverId: string, userIds: string[]) => {
      const now = clock.now();
      return createTimerRepo(db).renewPresence(serverId, userIds, now, {
        forgetBefore: since(now, PRESENCE_KEPT_MS),
        closedBefore: since(now, options.reconnectGraceMs),
      });
    },

    forgetServer: (serverId: string) => createTimerRepo(db).forgetServer(serverId),

    /** Saturday 23:58 Pacific: every running timer pauses, and its user's sockets are told the week closed. */
    async pauseForWeekClose(): Promise<number> {
      const userIds = await createTimerRepo(db).running();
      for (const userId of userIds)
        await apply(userId, { action: 'WEEK_CLOSE_PAUSE' }, [{ action: 'WEEK_CLOSE_PAUSE' }]);
      return userIds.length;
    },

    /** Pauses every run that has gone on for ten hours, as of the moment they ran out. */
    async autoStopOverdue(): Promise<number> {
      const now = clock.now();
      const userIds = await createTimerRepo(db).running(new Date(now.getTime() - TIMER_AUTO_STOP_MS));
      for (const userId of userIds) await apply(userId, { action: 'AUTO_STOP' });
      return userIds.length;
    },

    async timelog(userId: string): Promise<TimelogTrackingJson[]> {
      if (!isUuid(userId)) return [];
      const rows = await createTimerRepo(db).events(userId.toLowerCase(), TIMELOG_TRACKING_MAX);
      return rows.map((r) => ({
        _id: r.id,
        userId: r.userId,
        eventType: r.eventType,
        timestamp: r.at.toISOString(),
      }));
    },
  };
}

export type TimerService = ReturnType<typeof createTimerService>;

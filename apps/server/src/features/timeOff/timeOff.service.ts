import type { Actor } from '@hgn/domain/permissions';
import { timeOffRequestMessages } from '@hgn/domain/messages';
import { formatUS, weekRange } from '@hgn/domain/time';
import {
  canManageOthersTimeOff,
  endingDateOf,
  mayStartTimeOffOn,
  periodsOverlap,
  timeOffEndMessages,
  type TimeOffPeriod,
  type timeOffRequestInput,
  type TimeOffRequestJson,
  type TimeOffRequestsByUserJson,
  type TimeOffRequestUpdate,
} from '@hgn/domain/timeOff';
import type { z } from 'zod';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { presentRequestsByUser, presentTimeOffRequest, presentTimeOffWindow } from './timeOff.present.js';
import { createTimeOffRepo, type TimeOffRow, type TimeOffValues } from './timeOff.repo.js';
import { timeOffNoticeEmail, timeOffScheduledEmail } from './timeOffEmails.js';

const requestNotFound = () => notFound('The time-off request', 'TIME_OFF_REQUEST_NOT_FOUND');
const endBeforeStart = () =>
  new AppError({
    code: 'TIME_OFF_END_BEFORE_START',
    field: 'endingDate',
    message: timeOffEndMessages.endBeforeStart,
  });

const startInPast = () =>
  new AppError({
    code: 'TIME_OFF_START_IN_PAST',
    field: 'startingDate',
    message: timeOffRequestMessages.startInPast,
  });
const overlaps = (scheduled: TimeOffRow) =>
  new AppError({
    code: 'TIME_OFF_OVERLAP',
    field: 'startingDate',
    message: timeOffRequestMessages.overlapsScheduled(
      formatUS(scheduled.startingDate),
      formatUS(scheduled.endingDate),
    ),
  });

export function createTimeOffService({ db, clock }: FeatureDeps) {
  const repo = createTimeOffRepo(db);

  /** Takes the person's time-off lock, then refuses a period sharing a day with another of their requests. */
  async function claimPeriod(tx: DbOrTransaction, userId: string, period: TimeOffPeriod, exceptId?: string) {
    await createTimeOffRepo(tx).lockPersonsTimeOff(userId);
    const scheduled = await createTimeOffRepo(tx).listRequestsOfUser(userId);
    const clash = scheduled.find((other) => other.id !== exceptId && periodsOverlap(other, period));
    if (clash) throw overlaps(clash);
  }

  const found = async (id: string) => {
    const row = await repo.findRequest(id);
    if (!row) throw requestNotFound();
    return row;
  };

  return {
    /** Everyone's requests for those who may manage them (the same rule as changing them); one's own for everybody else. */
    listRequests: async (actor: Actor): Promise<TimeOffRequestsByUserJson> =>
      presentRequestsByUser(
        canManageOthersTimeOff(actor)
          ? await repo.listAllRequests()
          : await repo.listRequestsOfUser(actor.userId),
      ),

    /**
     * The absence a profile shows: the request covering the current Pacific week (spec 000 section 4:
     * current while this week lies within it), else the next one to come.
     */
    findCurrentOrNextTimeOff: async (userId: string) =>
      presentTimeOffWindow(
        await repo.findFirstRequestEndingOnOrAfter(userId, weekRange(clock.now()).startDate),
      ),

    /** `findCurrentOrNextTimeOff` of many people at once, by person; a person with none is left out. */
    findCurrentOrNextTimeOffOf: async (userIds: readonly string[]) =>
      new Map(
        (await repo.listFirstRequestsEndingOnOrAfter(userIds, weekRange(clock.now()).startDate)).map(
          (row) => [row.userId, presentTimeOffWindow(row)],
        ),
      ),

    /** Whose request this is, for the route's permission check; undefined when there is none. */
    requesterOf: async (id: string): Promise<string | undefined> => (await repo.findRequest(id))?.userId,

    /** Schedules time off; a volunteer's own request tells them and the people who lead their teams. */
    create: async (
      actor: Actor,
      input: z.output<typeof timeOffRequestInput>,
    ): Promise<TimeOffRequestJson> => {
      const person = await repo.findPerson(input.requestFor);
      if (!person) throw notFound('The user', 'USER_NOT_FOUND');
      const endingDate = input.endingDate ?? endingDateOf(input.startingDate, input.duration);
      if (endingDate < input.startingDate) throw endBeforeStart();
      if (!mayStartTimeOffOn(actor, input.startingDate, clock.now())) throw startInPast();
      const values: TimeOffValues = {
        userId: person.id,
        startingDate: input.startingDate,
        endingDate,
        durationWeeks: input.duration,
        reason: input.reason,
        reasonType: input.reasonType,
      };
      const isOwn = actor.userId.toLowerCase() === person.id.toLowerCase();
      const watchers = isOwn ? await repo.listTimeOffWatchers(person.id) : [];
      const row = await db.transaction(async (tx) => {
        await claimPeriod(tx, person.id, values);
        const inserted = await createTimeOffRepo(tx).insert(values);
        if (isOwn) {
          await enqueueEmail(tx, timeOffScheduledEmail(person, inserted));
          if (watchers.length > 0) await enqueueEmail(tx, timeOffNoticeEmail(watchers, person, inserted));
        }
        return inserted;
      });
      return presentTimeOffRequest(row);
    },

    get: async (id: string): Promise<TimeOffRequestJson> => presentTimeOffRequest(await found(id)),

    /** A new duration or start moves the end with it, unless an ending date is sent as well. */
    update: async (actor: Actor, id: string, change: TimeOffRequestUpdate): Promise<TimeOffRequestJson> => {
      const current = await found(id);
      const startingDate = change.startingDate ?? current.startingDate;
      const durationWeeks = change.duration ?? current.durationWeeks;
      const movesEnd = change.duration !== undefined || change.startingDate !== undefined;
      const endingDate =
        change.endingDate ?? (movesEnd ? endingDateOf(startingDate, durationWeeks) : current.endingDate);
      if (endingDate < startingDate) throw endBeforeStart();
      // A request already under way keeps its start; only a new start must not lie in the past.
      if (startingDate !== current.startingDate && !mayStartTimeOffOn(actor, startingDate, clock.now()))
        throw startInPast();
      const row = await db.transaction(async (tx) => {
        await claimPeriod(tx, current.userId, { startingDate, endingDate }, id);
        return createTimeOffRepo(tx).update(id, {
          startingDate,
          endingDate,
          durationWeeks,
          ...(change.reason !== undefined ? { reason: change.reason } : {}),
          ...(change.reasonType !== undefined ? { reasonType: change.reasonType } : {}),
        });
      });
      if (!row) throw requestNotFound();
      return presentTimeOffRequest(row);
    },

    remove: async (id: string): Promise<TimeOffRequestJson> => {
      const row = await repo.remove(id);
      if (!row) throw requestNotFound();
      return presentTimeOffRequest(row);
    },

    /** The weekly job drops the requests that ended on or before `lastDay`; returns how many. */
    removeEndedBy: (tx: DbOrTransaction, lastDay: string) => createTimeOffRepo(tx).removeEndedBy(lastDay),
  };
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;

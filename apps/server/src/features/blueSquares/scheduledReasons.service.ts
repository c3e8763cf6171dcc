// Reasons volunteers schedule for the weeks they will miss (the original's reason scheduler). Each is
// dated the Sunday the volunteer returns; that Sunday's week close gives its text as the blue
// square's description.
import { scheduledReasonMessages, type ScheduledReasonJson } from '@hgn/domain/blueSquares';
import { pacificDate } from '@hgn/domain/time';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { createBlueSquareExtrasRepo } from './blueSquareExtras.repo.js';
import { NO_SCHEDULED_REASON, presentScheduledReason } from './blueSquares.present.js';

const taken = () =>
  new AppError({
    code: 'REASON_TAKEN',
    field: 'reasonData.date',
    message: scheduledReasonMessages.duplicate,
  });

export function createScheduledReasonsService({ db, clock }: FeatureDeps) {
  const repo = createBlueSquareExtrasRepo(db);

  const ensurePerson = async (userId: string) => {
    if (!(await repo.personExists(userId))) throw notFound('The user', 'USER_NOT_FOUND');
  };

  return {
    schedule: async (
      userId: string,
      input: { date: string; message: string },
    ): Promise<ScheduledReasonJson> => {
      await ensurePerson(userId);
      if (input.date < pacificDate(clock.now()))
        throw new AppError({
          code: 'REASON_DATE_IN_PAST',
          field: 'reasonData.date',
          message: scheduledReasonMessages.inPast,
        });
      if (await repo.findReason(userId, input.date)) throw taken();
      const row = await refusedAs(
        () => repo.insertReason(userId, input.date, input.message),
        isUniqueViolation,
        taken,
      );
      return presentScheduledReason(row);
    },

    list: async (userId: string): Promise<{ reasons: ScheduledReasonJson[] }> => {
      await ensurePerson(userId);
      return { reasons: (await repo.listReasonsOf(userId)).map(presentScheduledReason) };
    },

    /** The reason of that Sunday, or the original's empty answer when there is none. */
    single: async (userId: string, date: string): Promise<ScheduledReasonJson> => {
      await ensurePerson(userId);
      const row = await repo.findReason(userId, date);
      return row ? presentScheduledReason(row) : NO_SCHEDULED_REASON;
    },

    edit: async (userId: string, input: { date: string; message: string }): Promise<{ message: string }> => {
      await ensurePerson(userId);
      if (!(await repo.setReasonText(userId, input.date, input.message)))
        throw new AppError({
          code: 'REASON_NOT_FOUND',
          message: scheduledReasonMessages.notFound,
        });
      return { message: scheduledReasonMessages.updated };
    },
  };
}

export type ScheduledReasonsService = ReturnType<typeof createScheduledReasonsService>;

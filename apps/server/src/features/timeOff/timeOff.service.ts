import { can, type Actor } from '@hgn/domain/permissions';
import { weekRange } from '@hgn/domain/time';
import type { TimeOffRequestsByUserJson } from '@hgn/domain/timeOff';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentRequestsByUser, presentTimeOffWindow } from './timeOff.present.js';
import { createTimeOffRepo } from './timeOff.repo.js';

export function createTimeOffService({ db, clock }: FeatureDeps) {
  const repo = createTimeOffRepo(db);
  return {
    /** Everyone's requests for those who manage time off; one's own for everybody else. */
    listRequests: async (actor: Actor): Promise<TimeOffRequestsByUserJson> =>
      presentRequestsByUser(
        can(actor, 'manageTimeOffRequests')
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
  };
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;

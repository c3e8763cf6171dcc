import { pacificDate } from '@hgn/domain/time';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';

/** Requests that have not ended yet, reckoned by the Pacific calendar day, soonest first. */
export function upcomingTimeOff(requests: readonly TimeOffRequestJson[], now: Date): TimeOffRequestJson[] {
  const today = pacificDate(now);
  return requests
    .filter((request) => pacificDate(new Date(request.endingDate)) >= today)
    .sort((a, b) => a.startingDate.localeCompare(b.startingDate));
}

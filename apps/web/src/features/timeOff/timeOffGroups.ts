import { timeOffPhase, type TimeOffPhase, type TimeOffRequestJson } from '@hgn/domain/timeOff';

export type TimeOffGroups = Record<TimeOffPhase, TimeOffRequestJson[]>;

/** A volunteer's requests split into current, upcoming and past, each soonest first (past: latest first). */
export function groupTimeOff(requests: readonly TimeOffRequestJson[], now: Date): TimeOffGroups {
  const groups: TimeOffGroups = { current: [], upcoming: [], past: [] };
  for (const request of [...requests].sort((a, b) => a.startingDate.localeCompare(b.startingDate)))
    groups[timeOffPhase(request, now)].push(request);
  groups.past.reverse();
  return groups;
}

/** The absence the time-off modal tells about: the current one, else the next to come. */
export const absenceToShow = (groups: TimeOffGroups): TimeOffRequestJson | undefined =>
  groups.current[0] ?? groups.upcoming[0];

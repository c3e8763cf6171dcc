import type { TimeOffRequestJson, TimeOffRequestsByUserJson } from '@hgn/domain/timeOff';
import { pacificDayToISO } from '@hgn/domain/time';
import type { TimeOffRow } from './timeOff.repo.js';

export const presentTimeOffRequest = (row: TimeOffRow): TimeOffRequestJson => ({
  _id: row.id,
  requestFor: row.userId,
  startingDate: pacificDayToISO(row.startingDate),
  endingDate: pacificDayToISO(row.endingDate),
  duration: row.durationWeeks,
  reason: row.reason,
  ...(row.reasonType ? { reasonType: row.reasonType } : {}),
});

export function presentRequestsByUser(rows: readonly TimeOffRow[]): TimeOffRequestsByUserJson {
  const byUser: TimeOffRequestsByUserJson = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(presentTimeOffRequest(row));
  return byUser;
}

/** The profile's `timeOffFrom`/`timeOffTill`: the first day off and the last one, or nulls. */
export const presentTimeOffWindow = (row: TimeOffRow | undefined) => ({
  timeOffFrom: row ? pacificDayToISO(row.startingDate) : null,
  timeOffTill: row ? pacificDayToISO(row.endingDate) : null,
});

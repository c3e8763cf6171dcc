import { startOfPacificDay } from '@hgn/domain/time';
import type { TimeOffRow } from './timeOff.repo.js';

// Requests are stored as Pacific calendar days. The API sends each day as the ISO instant of its
// 00:00 Pacific, the original shape (a date-time), which any client turns back into the same day
// by reading it in Pacific time or by taking its first ten characters.
export const pacificDayToISO = (day: string): string => startOfPacificDay(day).toISOString();

export type TimeOffRequestJson = {
  _id: string;
  requestFor: string;
  startingDate: string;
  /** The last day off (start + duration weeks - 1 day), at 00:00 Pacific. */
  endingDate: string;
  /** In weeks. */
  duration: number;
  reason: string;
};

export const presentTimeOffRequest = (row: TimeOffRow): TimeOffRequestJson => ({
  _id: row.id,
  requestFor: row.userId,
  startingDate: pacificDayToISO(row.startingDate),
  endingDate: pacificDayToISO(row.endingDate),
  duration: row.durationWeeks,
  reason: row.reason,
});

/** `{ [userId]: requests }`, the grouping the original API answers with. */
export function presentRequestsByUser(rows: readonly TimeOffRow[]): Record<string, TimeOffRequestJson[]> {
  const byUser: Record<string, TimeOffRequestJson[]> = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(presentTimeOffRequest(row));
  return byUser;
}

/** The profile's `timeOffFrom`/`timeOffTill`: the first day off and the last one, or nulls. */
export const presentTimeOffWindow = (row: TimeOffRow | undefined) => ({
  timeOffFrom: row ? pacificDayToISO(row.startingDate) : null,
  timeOffTill: row ? pacificDayToISO(row.endingDate) : null,
});

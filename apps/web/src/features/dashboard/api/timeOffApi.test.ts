import { describe, expect, it } from 'vitest';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';
import { upcomingTimeOff } from './timeOffApi';

const request = (id: string, startingDate: string, endingDate: string): TimeOffRequestJson => ({
  _id: id,
  requestFor: 'u1',
  startingDate,
  endingDate,
  duration: 1,
  reason: '',
});

describe('upcoming time off', () => {
  it('keeps requests ending today or later on the Pacific calendar, soonest first', () => {
    // 2026-03-10 06:00 UTC is still 2026-03-09 in Los Angeles.
    const now = new Date('2026-03-10T06:00:00Z');
    const requests = [
      request('later', '2026-04-05T07:00:00.000Z', '2026-04-11T07:00:00.000Z'),
      request('past', '2026-03-01T08:00:00.000Z', '2026-03-08T08:00:00.000Z'),
      request('endsToday', '2026-03-02T08:00:00.000Z', '2026-03-09T20:00:00.000Z'),
    ];
    expect(upcomingTimeOff(requests, now).map((r) => r._id)).toEqual(['endsToday', 'later']);
  });
});

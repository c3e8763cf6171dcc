import { describe, expect, it } from 'vitest';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';
import { absenceToShow, groupTimeOff } from './timeOffGroups';

const request = (id: string, start: string, end: string): TimeOffRequestJson => ({
  _id: id,
  requestFor: 'u',
  startingDate: `${start}T08:00:00.000Z`,
  endingDate: `${end}T08:00:00.000Z`,
  duration: 1,
  reason: id,
});

describe('groupTimeOff', () => {
  it('splits by the Pacific week and shows the current absence first', () => {
    const now = new Date('2026-01-14T20:00:00Z'); // week of Jan 11 - Jan 17
    const groups = groupTimeOff(
      [
        request('later', '2026-02-01', '2026-02-07'),
        request('next', '2026-01-18', '2026-01-24'),
        request('now', '2026-01-11', '2026-01-17'),
        request('old', '2025-12-07', '2025-12-13'),
        request('older', '2025-11-02', '2025-11-08'),
      ],
      now,
    );
    expect(groups.current.map((r) => r._id)).toEqual(['now']);
    expect(groups.upcoming.map((r) => r._id)).toEqual(['next', 'later']);
    expect(groups.past.map((r) => r._id)).toEqual(['old', 'older']);
    expect(absenceToShow(groups)?._id).toBe('now');
    expect(absenceToShow({ ...groups, current: [] })?._id).toBe('next');
  });
});

import { describe, expect, it } from 'vitest';
import { teamWeekNoticeAt, teamWeekNoticeKindOf, teamWeekNoticeText } from './teamWeekNotice';

// The week of Sunday 22 November 2026 (Pacific standard time, UTC-8).
const WEDNESDAY_LATE = new Date('2026-11-26T07:59:59.999Z'); // Wed 25 Nov, 23:59:59.999
const THURSDAY_MIDNIGHT = new Date('2026-11-26T08:00:00.000Z'); // Thu 26 Nov, 00:00
const FRIDAY_NOON = new Date('2026-11-27T20:00:00.000Z');
const SATURDAY_NOON = new Date('2026-11-28T20:00:00.000Z');
const SATURDAY_LAST = new Date('2026-11-29T07:59:59.999Z');
const SUNDAY_MIDNIGHT = new Date('2026-11-29T08:00:00.000Z');
const FRIDAY_END = '2026-11-28T07:59:59.999Z';

const volunteer = { role: 'Volunteer', isOnTeam: true, dismissedAt: null };

describe('the team-week notice', () => {
  it('is for people on a team: an early deadline for Volunteers and Assistant Managers, a reminder for Managers', () => {
    expect(teamWeekNoticeKindOf('Volunteer', true)).toBe('earlyDeadline');
    expect(teamWeekNoticeKindOf('Assistant Manager', true)).toBe('earlyDeadline');
    expect(teamWeekNoticeKindOf('Manager', true)).toBe('reminder');
    for (const role of ['Owner', 'Administrator', 'Mentor', 'Core Team'])
      expect(teamWeekNoticeKindOf(role, true), role).toBeNull();
    expect(teamWeekNoticeKindOf('Volunteer', false)).toBeNull();
  });

  it('shows from Thursday midnight Pacific until the week closes, with the end of Friday as deadline', () => {
    expect(teamWeekNoticeAt(volunteer, WEDNESDAY_LATE)).toBeNull();
    for (const now of [THURSDAY_MIDNIGHT, FRIDAY_NOON, SATURDAY_NOON, SATURDAY_LAST])
      expect(teamWeekNoticeAt(volunteer, now), now.toISOString()).toEqual({
        kind: 'earlyDeadline',
        deadline: new Date(FRIDAY_END),
      });
    expect(teamWeekNoticeAt(volunteer, SUNDAY_MIDNIGHT)).toBeNull();
    expect(teamWeekNoticeAt({ ...volunteer, role: 'Owner' }, FRIDAY_NOON)).toBeNull();
  });

  it('stays dismissed until the next Thursday midnight', () => {
    const dismissedThursday = { ...volunteer, dismissedAt: THURSDAY_MIDNIGHT };
    expect(teamWeekNoticeAt(dismissedThursday, FRIDAY_NOON)).toBeNull();
    expect(teamWeekNoticeAt({ ...volunteer, dismissedAt: WEDNESDAY_LATE }, FRIDAY_NOON)).not.toBeNull();
    // The next Thursday, 3 December, 00:00 Pacific.
    expect(teamWeekNoticeAt(dismissedThursday, new Date('2026-12-03T08:00:00.000Z'))).not.toBeNull();
  });

  it('keeps Pacific midnights across the changes of clock', () => {
    // The week after the clocks went back on Sunday 1 November 2026: Thursday 5 November, 00:00 PST.
    expect(teamWeekNoticeAt(volunteer, new Date('2026-11-05T07:59:59.999Z'))).toBeNull();
    expect(teamWeekNoticeAt(volunteer, new Date('2026-11-05T08:00:00.000Z'))?.deadline).toEqual(
      new Date('2026-11-07T07:59:59.999Z'),
    );
    // The week the clocks went forward on Sunday 8 March 2026: Thursday 12 March, 00:00 PDT.
    expect(teamWeekNoticeAt(volunteer, new Date('2026-03-12T06:59:59.999Z'))).toBeNull();
    expect(teamWeekNoticeAt(volunteer, new Date('2026-03-12T07:00:00.000Z'))?.deadline).toEqual(
      new Date('2026-03-14T06:59:59.999Z'),
    );
    // A week across the year's end: Thursday 31 December 2026, deadline Friday 1 January 2027.
    expect(teamWeekNoticeAt(volunteer, new Date('2026-12-31T08:00:00.000Z'))?.deadline).toEqual(
      new Date('2027-01-02T07:59:59.999Z'),
    );
  });

  it('says what is due and when, and that the deadline passed on Saturday', () => {
    const early = { kind: 'earlyDeadline' as const, deadline: FRIDAY_END };
    expect(teamWeekNoticeText(early, FRIDAY_NOON).message).toContain('by the end of Friday 11/27/2026');
    expect(teamWeekNoticeText(early, SATURDAY_NOON).title).toBe("Your team's deadline has passed");
    expect(teamWeekNoticeText({ kind: 'reminder', deadline: FRIDAY_END }, SATURDAY_NOON).title).toBe(
      "Reminder: your team's week",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { followUpState, isFollowUpDue, maySeeFollowUpCount, taskProgressPercent } from './followUpDue';

describe('follow-up rule', () => {
  it('measures progress as whole percent of the estimate, capped at 100', () => {
    expect(taskProgressPercent({ hoursLogged: 5, estimatedHours: 10 })).toBe(50);
    expect(taskProgressPercent({ hoursLogged: 4.99, estimatedHours: 10 })).toBe(49);
    expect(taskProgressPercent({ hoursLogged: 30, estimatedHours: 10 })).toBe(100);
    expect(taskProgressPercent({ hoursLogged: 3, estimatedHours: 0 })).toBe(0);
    expect(taskProgressPercent({ hoursLogged: 0, estimatedHours: 8 })).toBe(0);
  });

  it('is due when progress reaches 50, 75 or 90 % above the level last checked', () => {
    expect(isFollowUpDue(49, 0)).toBe(false);
    expect(isFollowUpDue(50, 0)).toBe(true);
    expect(isFollowUpDue(60, 50)).toBe(false);
    expect(isFollowUpDue(75, 50)).toBe(true);
    expect(isFollowUpDue(89, 75)).toBe(false);
    expect(isFollowUpDue(90, 75)).toBe(true);
    expect(isFollowUpDue(100, 90)).toBe(false);
    expect(isFollowUpDue(95, 10)).toBe(true);
  });

  it('counts a person never checked as checked at 0 %', () => {
    expect(isFollowUpDue(50)).toBe(true);
    expect(followUpState({ hoursLogged: 1, estimatedHours: 10 }, undefined)).toEqual({
      checked: false,
      due: false,
    });
    expect(followUpState({ hoursLogged: 6, estimatedHours: 10 }, undefined)).toEqual({
      checked: false,
      due: true,
    });
  });

  it('keeps a mark checked until its task passes the next threshold, then clears it', () => {
    const mark = { followUpCheck: true, followUpPercentageDeadline: 55 };
    expect(followUpState({ hoursLogged: 7, estimatedHours: 10 }, mark)).toEqual({
      checked: true,
      due: false,
    });
    expect(followUpState({ hoursLogged: 7.5, estimatedHours: 10 }, mark)).toEqual({
      checked: false,
      due: true,
    });
    expect(followUpState({ hoursLogged: 7, estimatedHours: 10 }, { ...mark, followUpCheck: false })).toEqual({
      checked: false,
      due: false,
    });
  });
});

describe('follow-up count', () => {
  it('is shown to Managers, Mentors, Administrators and Owners', () => {
    expect(
      ['Manager', 'Mentor', 'Administrator', 'Owner'].every((role) => maySeeFollowUpCount({ role })),
    ).toBe(true);
    expect(maySeeFollowUpCount({ role: 'Volunteer' })).toBe(false);
    expect(maySeeFollowUpCount({ role: 'Core Team' })).toBe(false);
  });
});

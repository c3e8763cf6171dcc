import { describe, expect, it } from 'vitest';
import {
  barColor,
  barProgress,
  barTargetHours,
  cutName,
  hoursColor,
  isOverCommitted,
  leaderboardRowView,
  leaderboardTimeOff,
  matchesNameSearch,
  orgBarColor,
  orgBarName,
  orgBarProgress,
  orgBarStep,
  roundHours,
  rowsOfTeam,
  seesAllLeaderboardRows,
  seesLeaderboardTeamFilter,
  teamDropdownNameLength,
  visibleLeaderboardRows,
} from './leaderboardRules';

const hours = (weeklycommittedHours: number, totaltangibletime_hrs: number, missedHours = 0) => ({
  weeklycommittedHours,
  missedHours,
  totaltangibletime_hrs,
  totalintangibletime_hrs: 0,
  totaltime_hrs: totaltangibletime_hrs,
});

const org = (totalweeklycommittedHours: number, totaltangibletime_hrs: number) => ({
  totalweeklycommittedHours,
  totaltangibletime_hrs,
});

describe('the leaderboard rules', () => {
  describe('which rows a viewer sees', () => {
    const rows = [
      { personId: 'a', weeklycommittedHours: 10 },
      { personId: 'B', weeklycommittedHours: 0 },
      { personId: 'c', weeklycommittedHours: 0 },
      { personId: 'd', weeklycommittedHours: -1 },
    ];

    it('shows Administrators, Owners and Core Team every row', () => {
      for (const role of ['Administrator', 'Owner', 'Core Team']) {
        expect(seesAllLeaderboardRows({ role })).toBe(true);
        expect(visibleLeaderboardRows(rows, { userId: 'x', role })).toHaveLength(4);
      }
    });

    it('shows anyone else the people committed to more than 0 hours, and always themselves', () => {
      for (const role of ['Volunteer', 'Manager', 'Mentor', 'Assistant Manager']) {
        expect(seesAllLeaderboardRows({ role })).toBe(false);
        expect(visibleLeaderboardRows(rows, { userId: 'b', role }).map((row) => row.personId)).toEqual([
          'a',
          'B',
        ]);
      }
    });
  });

  it('rounds hours to 2 decimals', () => {
    expect([0, 1.005001, 2.345, 7.999, 10 / 3].map(roundHours)).toEqual([0, 1.01, 2.35, 8, 3.33]);
  });

  describe("a member's bar", () => {
    it('is filled against the weekly commitment plus the missed hours, at most 40 hours', () => {
      expect(barTargetHours(hours(10, 0, 2.5))).toBe(12.5);
      expect(barTargetHours(hours(35, 0, 10))).toBe(40);
      expect(barTargetHours(hours(0, 0, 0))).toBe(0);
      expect(barProgress(hours(10, 5))).toBe(50);
      expect(barProgress(hours(10, 5, 10))).toBe(25);
      expect(barProgress(hours(50, 20))).toBe(50);
      expect(barProgress(hours(50, 40))).toBe(100);
      expect(barProgress(hours(10, 9.999))).toBe(99);
      expect(barProgress(hours(10, 25))).toBe(100);
    });

    it('is empty without hours and full with any hours when there is nothing to reach', () => {
      expect(barProgress(hours(0, 0))).toBe(0);
      expect(barProgress(hours(0, 0.25))).toBe(100);
      expect(barProgress(hours(10, 0))).toBe(0);
    });

    it('changes colour every 20 points and is green only when full', () => {
      expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100].map(barColor)).toEqual([
        'red',
        'red',
        'orange',
        'orange',
        'yellow',
        'yellow',
        'lime',
        'lime',
        'teal',
        'teal',
        'green',
      ]);
      expect(barColor(-5)).toBe('red');
      expect(barColor(250)).toBe('green');
    });
  });

  describe('the colour of the hours', () => {
    it('is none below the commitment', () => {
      expect(hoursColor(hours(10, 9.99))).toBeNull();
    });

    it('bands the hours of those who met it by their ratio to the commitment', () => {
      expect(hoursColor(hours(10, 10))).toBe('green');
      expect(hoursColor(hours(10, 12.49))).toBe('green');
      expect(hoursColor(hours(10, 12.5))).toBe('darkgreen');
      expect(hoursColor(hours(10, 14.99))).toBe('darkgreen');
      expect(hoursColor(hours(10, 15))).toBe('fuchsia');
      expect(hoursColor(hours(10, 17.49))).toBe('fuchsia');
      expect(hoursColor(hours(10, 17.5))).toBe('purple');
      expect(hoursColor(hours(10, 40))).toBe('purple');
    });

    it('is green without a commitment, which nobody over-commits', () => {
      expect(hoursColor(hours(0, 0))).toBe('green');
      expect(hoursColor(hours(0, 30))).toBe('green');
      expect(isOverCommitted(hours(0, 30))).toBe(false);
    });

    it('calls hours of at least 1.25 times a commitment over-committed', () => {
      expect(isOverCommitted(hours(8, 9.99))).toBe(false);
      expect(isOverCommitted(hours(8, 10))).toBe(true);
    });
  });

  it("derives a row's figures as the original client did", () => {
    expect(
      leaderboardRowView({
        weeklycommittedHours: 10,
        missedHours: 0,
        totaltangibletime_hrs: 6.666666,
        totalintangibletime_hrs: 1.456789,
        totaltime_hrs: 8.123456,
      }),
    ).toEqual({
      isCommitmentMet: false,
      tangibletime: 6.67,
      intangibletime: 1.46,
      totaltime: 8.12,
      barprogress: 66,
      barcolor: 'lime',
      hoursColor: null,
    });
    expect(leaderboardRowView(hours(10, 15, 5))).toMatchObject({
      isCommitmentMet: true,
      barprogress: 100,
      barcolor: 'green',
      hoursColor: 'fuchsia',
    });
  });

  describe("the organisation's bar", () => {
    it('names the members counted', () => {
      expect(orgBarName({ memberCount: 27 })).toBe('HGN Totals: 27 Members');
    });

    it('fills on a square-root scale of the share of the commitment', () => {
      expect(orgBarProgress(org(200, 0))).toBe(0);
      expect(orgBarProgress(org(200, 2))).toBe(10);
      expect(orgBarProgress(org(200, 50))).toBe(50);
      expect(orgBarProgress(org(200, 128))).toBe(80);
      expect(orgBarProgress(org(200, 200))).toBe(100);
      expect(orgBarProgress(org(200, 500))).toBe(100);
      expect(orgBarProgress(org(0, 12))).toBe(0);
    });

    it('takes its colour from the 10 % step of the weekly committed hours reached', () => {
      const shares = [0, 9.99, 10, 19.99, 20, 30, 40, 50, 60, 70, 80, 90, 99.99, 100, 130];
      expect(shares.map((percent) => orgBarStep(org(100, percent)))).toEqual([
        0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 10,
      ]);
      expect(shares.map((percent) => orgBarColor(org(100, percent)))).toEqual([
        'red',
        'red',
        'red',
        'red',
        'orange',
        'orange',
        'yellow',
        'yellow',
        'lime',
        'lime',
        'teal',
        'teal',
        'teal',
        'green',
        'green',
      ]);
      expect(orgBarStep(org(300, 30))).toBe(1);
      expect(orgBarColor(org(0, 5))).toBe('red');
    });
  });

  describe('the filters', () => {
    it('offers the team filter to Administrators and Owners only', () => {
      expect(
        ['Administrator', 'Owner', 'Core Team', 'Manager', 'Mentor', 'Volunteer'].map((role) =>
          seesLeaderboardTeamFilter({ role }),
        ),
      ).toEqual([true, true, false, false, false, false]);
    });

    it('cuts names to 50 characters in the dropdown, 27 in a window of 457 px or less', () => {
      expect(teamDropdownNameLength(1024)).toBe(50);
      expect(teamDropdownNameLength(458)).toBe(50);
      expect(teamDropdownNameLength(457)).toBe(27);
      expect(teamDropdownNameLength(320)).toBe(27);
      expect(cutName('Housing Builders of the Valley', 15)).toBe('Housing Builder…');
      expect(cutName('Food Growers', 15)).toBe('Food Growers');
      expect(cutName('x'.repeat(15), 15)).toBe('x'.repeat(15));
    });

    it('finds names ignoring case, accents and extra spaces', () => {
      expect(matchesNameSearch('Łukasz Kowalski', 'kowal')).toBe(true);
      expect(matchesNameSearch('Thảo Nguyễn', 'thao  NGUYEN')).toBe(true);
      expect(matchesNameSearch('Zoë van der Berg', 'zoe van')).toBe(true);
      expect(matchesNameSearch('Sam Rivera', '')).toBe(true);
      expect(matchesNameSearch('Sam Rivera', 'olivia')).toBe(false);
    });

    it("keeps the chosen team's members, or everyone without a team", () => {
      const rows = [{ personId: 'A1' }, { personId: 'b2' }, { personId: 'c3' }];
      expect(rowsOfTeam(rows, null)).toEqual(rows);
      expect(rowsOfTeam(rows, ['a1', 'C3'])).toEqual([{ personId: 'A1' }, { personId: 'c3' }]);
      expect(rowsOfTeam(rows, [])).toEqual([]);
    });
  });

  describe('the time-off indicator', () => {
    // Wednesday 25 November 2026, noon Pacific: the week runs Sunday 22 to Saturday 28 November.
    const now = new Date('2026-11-25T20:00:00.000Z');
    const off = (from: string, till: string) => ({
      timeOffFrom: new Date(`${from}T08:00:00.000Z`).toISOString(),
      timeOffTill: new Date(`${till}T08:00:00.000Z`).toISOString(),
    });

    it('shows time off that covers part of this week as current', () => {
      expect(leaderboardTimeOff(off('2026-11-22', '2026-11-28'), now)).toEqual({
        phase: 'current',
        from: '2026-11-22',
        till: '2026-11-28',
      });
      expect(leaderboardTimeOff(off('2026-11-15', '2026-11-22'), now)?.phase).toBe('current');
      expect(leaderboardTimeOff(off('2026-11-28', '2026-12-12'), now)?.phase).toBe('current');
    });

    it('shows time off starting after this week as upcoming', () => {
      expect(leaderboardTimeOff(off('2026-11-29', '2026-12-05'), now)).toEqual({
        phase: 'upcoming',
        from: '2026-11-29',
        till: '2026-12-05',
      });
    });

    it('shows nothing for time off ended before this week, or none at all', () => {
      expect(leaderboardTimeOff(off('2026-11-08', '2026-11-21'), now)).toBeNull();
      expect(leaderboardTimeOff({ timeOffFrom: null, timeOffTill: null }, now)).toBeNull();
    });
  });
});

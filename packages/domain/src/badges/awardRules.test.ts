import { describe, expect, it } from 'vitest';
import {
  leadTeamOfXPlus,
  minimumHoursMultiple,
  mostHrsInWeek,
  noInfringementStreak,
  personalMax,
  totalHrsInCategory,
  weeklyAwards,
  xHoursForXWeekStreak,
  type AwardableBadge,
  type WeeklyFigures,
} from './awardRules';

const figures = (overrides: Partial<WeeklyFigures> = {}): WeeklyFigures => ({
  lastWeekHrs: 10,
  personalBestMaxHrs: 12,
  weeklyCommittedHrs: 10,
  mostHrsAmongActive: 40,
  savedWeeklyHrs: [],
  monthsSinceJoined: 0,
  monthsSinceLastBlueSquare: 0,
  largestTeamLed: 0,
  hoursByCategory: {},
  ...overrides,
});

const food = (id: string, totalHrs: number): AwardableBadge => ({
  id,
  type: 'Total Hrs in Category',
  category: 'Food',
  totalHrs,
});
const foodLadder = [food('f100', 100), food('f200', 200), food('f500', 500)];

describe('Total Hrs in Category', () => {
  it('gives nothing under 100 hours', () => {
    expect(totalHrsInCategory(figures({ hoursByCategory: { Food: 99 } }), foodLadder, [])).toEqual([]);
  });

  it('gives the highest badge whose hours are reached', () => {
    expect(totalHrsInCategory(figures({ hoursByCategory: { Food: 250 } }), foodLadder, [])).toEqual([
      { kind: 'increment', badgeId: 'f200' },
    ]);
  });

  it('replaces a lower badge of the category in place', () => {
    const held = [{ badgeId: 'f100', count: 1 }];
    expect(totalHrsInCategory(figures({ hoursByCategory: { Food: 520 } }), foodLadder, held)).toEqual([
      { kind: 'replace', badgeId: 'f500', replaces: 'f100' },
    ]);
  });

  it('never downgrades and does not repeat a badge already held', () => {
    expect(
      totalHrsInCategory(figures({ hoursByCategory: { Food: 150 } }), foodLadder, [
        { badgeId: 'f200', count: 1 },
      ]),
    ).toEqual([]);
    expect(
      totalHrsInCategory(figures({ hoursByCategory: { Food: 250 } }), foodLadder, [
        { badgeId: 'f200', count: 1 },
      ]),
    ).toEqual([]);
  });

  it('collapses duplicates of a category to the highest', () => {
    const held = [
      { badgeId: 'f100', count: 2 },
      { badgeId: 'f200', count: 1 },
    ];
    expect(totalHrsInCategory(figures({ hoursByCategory: { Food: 50 } }), foodLadder, held)).toEqual([
      { kind: 'collapse', badgeId: 'f200', removes: ['f100'] },
    ]);
  });

  it('ignores categories that earn no badges', () => {
    const other: AwardableBadge = {
      id: 'o',
      type: 'Total Hrs in Category',
      category: 'Other',
      totalHrs: 100,
    };
    expect(totalHrsInCategory(figures({ hoursByCategory: { Other: 900 } }), [other], [])).toEqual([]);
  });
});

describe('the rules the original switched off', () => {
  const pm: AwardableBadge = { id: 'pm', type: 'Personal Max' };
  it('Personal Max: a week at or above the best earns it again', () => {
    expect(personalMax(figures({ lastWeekHrs: 12, personalBestMaxHrs: 12 }), [pm])).toEqual([
      { kind: 'increment', badgeId: 'pm' },
    ]);
    expect(personalMax(figures({ lastWeekHrs: 11, personalBestMaxHrs: 12 }), [pm])).toEqual([]);
    expect(personalMax(figures({ lastWeekHrs: 0, personalBestMaxHrs: 0 }), [pm])).toEqual([]);
  });

  it('Most Hrs in Week: the top volunteer, above commitment', () => {
    const most: AwardableBadge = { id: 'm', type: 'Most Hrs in Week' };
    expect(mostHrsInWeek(figures({ lastWeekHrs: 40 }), [most])).toEqual([
      { kind: 'increment', badgeId: 'm' },
    ]);
    expect(mostHrsInWeek(figures({ lastWeekHrs: 39 }), [most])).toEqual([]);
    expect(mostHrsInWeek(figures({ lastWeekHrs: 8, mostHrsAmongActive: 8 }), [most])).toEqual([]);
  });

  it('Minimum Hours Multiple: the highest multiple reached, replacing the previous one', () => {
    const ladder: AwardableBadge[] = [
      { id: 'x2', type: 'Minimum Hours Multiple', multiple: 2 },
      { id: 'x3', type: 'Minimum Hours Multiple', multiple: 3 },
    ];
    expect(minimumHoursMultiple(figures({ lastWeekHrs: 35 }), ladder, [{ badgeId: 'x2', count: 4 }])).toEqual(
      [{ kind: 'replace', badgeId: 'x3', replaces: 'x2' }],
    );
    expect(minimumHoursMultiple(figures({ lastWeekHrs: 20 }), ladder, [{ badgeId: 'x2', count: 1 }])).toEqual(
      [{ kind: 'increment', badgeId: 'x2' }],
    );
    expect(minimumHoursMultiple(figures({ lastWeekHrs: 20, weeklyCommittedHrs: 0 }), ladder, [])).toEqual([]);
  });

  it('X Hours for X Week Streak: the longest streak completed, one week included', () => {
    const badges: AwardableBadge[] = [
      { id: 'w1', type: 'X Hours for X Week Streak', weeks: 1, totalHrs: 30 },
      { id: 'w3', type: 'X Hours for X Week Streak', weeks: 3, totalHrs: 20 },
    ];
    expect(xHoursForXWeekStreak(figures({ savedWeeklyHrs: [5, 21, 25, 31] }), badges)).toEqual([
      { kind: 'increment', badgeId: 'w3' },
    ]);
    expect(xHoursForXWeekStreak(figures({ savedWeeklyHrs: [5, 31] }), badges)).toEqual([
      { kind: 'increment', badgeId: 'w1' },
    ]);
    expect(xHoursForXWeekStreak(figures({ savedWeeklyHrs: [31, 5] }), badges)).toEqual([]);
  });

  it('No Infringement Streak: months both on the team and since the last blue square', () => {
    const ladder: AwardableBadge[] = [
      { id: 'm3', type: 'No Infringement Streak', months: 3 },
      { id: 'm6', type: 'No Infringement Streak', months: 6 },
    ];
    expect(
      noInfringementStreak(figures({ monthsSinceJoined: 12, monthsSinceLastBlueSquare: 4 }), ladder, []),
    ).toEqual([{ kind: 'increment', badgeId: 'm3' }]);
    expect(
      noInfringementStreak(figures({ monthsSinceJoined: 2, monthsSinceLastBlueSquare: 9 }), ladder, []),
    ).toEqual([]);
    expect(
      noInfringementStreak(figures({ monthsSinceJoined: 9, monthsSinceLastBlueSquare: 9 }), ladder, [
        { badgeId: 'm3', count: 1 },
      ]),
    ).toEqual([{ kind: 'replace', badgeId: 'm6', replaces: 'm3' }]);
  });

  it('Lead a team of X+: the largest team led', () => {
    const ladder: AwardableBadge[] = [
      { id: 'p5', type: 'Lead a team of X+', people: 5 },
      { id: 'p10', type: 'Lead a team of X+', people: 10 },
    ];
    expect(leadTeamOfXPlus(figures({ largestTeamLed: 7 }), ladder, [])).toEqual([
      { kind: 'increment', badgeId: 'p5' },
    ]);
    expect(leadTeamOfXPlus(figures({ largestTeamLed: 7 }), ladder, [{ badgeId: 'p10', count: 1 }])).toEqual(
      [],
    );
  });
});

describe('weeklyAwards', () => {
  it('applies only the types switched on and never a Custom badge', () => {
    const badges: AwardableBadge[] = [
      ...foodLadder,
      { id: 'pm', type: 'Personal Max' },
      { id: 'c', type: 'Custom' },
    ];
    const f = figures({ lastWeekHrs: 20, hoursByCategory: { Food: 120 } });
    expect(weeklyAwards(f, badges, [], new Set(['Total Hrs in Category', 'Custom']))).toEqual([
      { kind: 'increment', badgeId: 'f100' },
    ]);
    expect(weeklyAwards(f, badges, [], new Set(['Personal Max']))).toEqual([
      { kind: 'increment', badgeId: 'pm' },
    ]);
  });
});

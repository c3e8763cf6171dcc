import { describe, expect, it } from 'vitest';
import { followUpOf, type FollowUpFacts } from './followUps';

const facts = (over: Partial<FollowUpFacts> = {}): FollowUpFacts => ({
  hours: 10,
  requiredHours: 10,
  hasSummary: true,
  hadTimeOff: false,
  gotBlueSquare: true,
  blueSquaresInYear: 1,
  monthsOnTeam: 6,
  ...over,
});

describe('followUpOf', () => {
  it('asks for the missing summary of someone who met their hours', () => {
    expect(followUpOf(facts({ hasSummary: false }))).toBe('summaryMissing');
    expect(followUpOf(facts({ hasSummary: false, hadTimeOff: true }))).toBeNull();
    expect(followUpOf(facts())).toBeNull();
  });

  it('writes nothing without a blue square', () => {
    expect(followUpOf(facts({ hours: 1, gotBlueSquare: false }))).toBeNull();
  });

  it('takes the first matching case', () => {
    expect(followUpOf(facts({ hours: 9 }))).toBe('missedHoursByLessThan15Percent');
    expect(followUpOf(facts({ hours: 9, blueSquaresInYear: 4 }))).toBe('fourthBlueSquare');
    expect(followUpOf(facts({ hours: 0, blueSquaresInYear: 4, hadTimeOff: true }))).toBe(
      'timeOffAndFourthBlueSquare',
    );
    expect(followUpOf(facts({ hours: 1, blueSquaresInYear: 3, monthsOnTeam: 1 }))).toBe(
      'underTwoMonthsThreeBlueSquares',
    );
    expect(followUpOf(facts({ hours: 1, blueSquaresInYear: 2, monthsOnTeam: 0 }))).toBe(
      'underOneMonthTwoBlueSquares',
    );
    expect(followUpOf(facts({ hours: 1, blueSquaresInYear: 2, monthsOnTeam: 1 }))).toBe(
      'underTwoMonthsTwoBlueSquares',
    );
    expect(followUpOf(facts({ hours: 1, blueSquaresInYear: 1, monthsOnTeam: 0 }))).toBe(
      'underOneMonthOneBlueSquare',
    );
    expect(followUpOf(facts({ hours: 7 }))).toBe('completedHours65To85Percent');
    expect(followUpOf(facts({ hours: 3 }))).toBe('completedHours25To65Percent');
    expect(followUpOf(facts({ hours: 3, monthsOnTeam: 1 }))).toBeNull();
    expect(followUpOf(facts({ hours: 1 }))).toBeNull();
  });
});

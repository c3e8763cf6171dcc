// Sunday 04:00 Pacific: the follow-up e-mail a volunteer who was given a blue square at midnight gets
// (server-rules 4.5). One rule chooses the case; the first that matches wins.

export type FollowUpFacts = {
  /** Tangible hours of the closed week and the hours that were required. */
  hours: number;
  requiredHours: number;
  /** A summary was written, or none was required. */
  hasSummary: boolean;
  /** A time-off request covered the week. */
  hadTimeOff: boolean;
  /** Midnight gave this volunteer a blue square. */
  gotBlueSquare: boolean;
  /** Blue squares of the past year, the new one included. */
  blueSquaresInYear: number;
  /** Whole months from the first day to the Sunday of the follow-up. */
  monthsOnTeam: number;
};

export type FollowUpKind =
  | 'summaryMissing'
  | 'missedHoursByLessThan15Percent'
  | 'fourthBlueSquare'
  | 'timeOffAndFourthBlueSquare'
  | 'underTwoMonthsThreeBlueSquares'
  | 'underOneMonthTwoBlueSquares'
  | 'underTwoMonthsTwoBlueSquares'
  | 'underOneMonthOneBlueSquare'
  | 'completedHours65To85Percent'
  | 'completedHours25To65Percent';

export function followUpOf(facts: FollowUpFacts): FollowUpKind | null {
  const met = facts.hours >= facts.requiredHours;
  if (met) return facts.gotBlueSquare && !facts.hasSummary && !facts.hadTimeOff ? 'summaryMissing' : null;
  if (!facts.gotBlueSquare) return null;
  const pct = facts.requiredHours > 0 ? (facts.hours / facts.requiredHours) * 100 : 100;
  const squares = facts.blueSquaresInYear;
  const months = facts.monthsOnTeam;
  if (pct >= 85 && squares < 4) return 'missedHoursByLessThan15Percent';
  if (squares === 4) return facts.hadTimeOff ? 'timeOffAndFourthBlueSquare' : 'fourthBlueSquare';
  if (!facts.hadTimeOff && pct < 65) {
    if (squares === 3 && months < 2) return 'underTwoMonthsThreeBlueSquares';
    if (squares === 2 && months < 1) return 'underOneMonthTwoBlueSquares';
    if (squares === 2 && months < 2) return 'underTwoMonthsTwoBlueSquares';
    if (squares === 1 && months < 1) return 'underOneMonthOneBlueSquare';
  }
  if (pct >= 65 && pct < 85) return 'completedHours65To85Percent';
  if (pct >= 25 && pct < 65 && months >= 2) return 'completedHours25To65Percent';
  return null;
}

/** The paragraphs of each follow-up, after the greeting. */
export const FOLLOW_UP_PARAGRAPHS: Record<FollowUpKind, readonly string[]> = {
  summaryMissing: [
    'You completed your hours last week, thank you, but no weekly summary was submitted, so the system gave you a blue square.',
    'Put your summary in the "Last Week" tab of your weekly summary, check that your media link works, and reply to all on this e-mail before Monday 3 PM Pacific time: the blue square will then be removed.',
  ],
  missedHoursByLessThan15Percent: [
    'You completed more than 85% of your committed hours last week, so you missed them by less than 15%.',
    'Please plan a little extra time this week so that it does not happen again. If something got in the way, reply to this e-mail and let us know.',
  ],
  fourthBlueSquare: [
    'This is your 4th blue square of the past year. Five in a year means we have to review whether this volunteer role is still a fit for you.',
    'Please reply to this e-mail to talk about how we can help you meet your commitment.',
  ],
  timeOffAndFourthBlueSquare: [
    'This is your 4th blue square of the past year, given while you had time off scheduled. Five in a year means we have to review whether this volunteer role is still a fit for you.',
    'Please reply to this e-mail so that we can look at your schedule together.',
  ],
  underTwoMonthsThreeBlueSquares: [
    'You have been with us for less than two months and this is already your 3rd blue square.',
    'Please reply to this e-mail and tell us whether your weekly commitment should change.',
  ],
  underOneMonthTwoBlueSquares: [
    'You have been with us for less than a month and this is your 2nd blue square.',
    'Please reply to this e-mail and tell us whether your weekly commitment should change.',
  ],
  underTwoMonthsTwoBlueSquares: [
    'You have been with us for less than two months and this is your 2nd blue square.',
    'Please reply to this e-mail and tell us whether your weekly commitment should change.',
  ],
  underOneMonthOneBlueSquare: [
    'You are new with us and completed less than 65% of your committed hours last week.',
    'Please reply to this e-mail if you need help getting started, or if your weekly commitment should change.',
  ],
  completedHours65To85Percent: [
    'You completed between 65% and 85% of your committed hours last week.',
    'Please plan your time so that you complete all of them this week, and reply to this e-mail if something is in the way.',
  ],
  completedHours25To65Percent: [
    'You completed between 25% and 65% of your committed hours last week.',
    'Please reply to this e-mail and tell us whether your weekly commitment should change.',
  ],
};

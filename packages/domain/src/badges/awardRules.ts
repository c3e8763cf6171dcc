// The weekly automatic award (server-rules 4.6), one pure rule per badge type. Each rule looks at a
// volunteer's figures and at the badges of its type, and says what should change; the job applies it.
import type { BadgeCategory, BadgeType } from './badge.schema';
import { WORK_CATEGORIES } from '../constants';

export type AwardableBadge = {
  id: string;
  type: BadgeType;
  multiple?: number | null;
  weeks?: number | null;
  months?: number | null;
  totalHrs?: number | null;
  people?: number | null;
  category?: BadgeCategory | null;
};

/** A badge the volunteer holds. */
export type HeldBadge = { badgeId: string; count: number };

export type AwardChange =
  /** Give the badge once more (or for the first time). */
  | { kind: 'increment'; badgeId: string }
  /** Swap a held badge for a higher one of the same ladder, count 1 and a fresh date. */
  | { kind: 'replace'; badgeId: string; replaces: string }
  /** Keep one held badge of a ladder at count 1 and drop the duplicates. */
  | { kind: 'collapse'; badgeId: string; removes: string[] };

export type WeeklyFigures = {
  lastWeekHrs: number;
  personalBestMaxHrs: number;
  weeklyCommittedHrs: number;
  /** The most hours any active volunteer logged last week. */
  mostHrsAmongActive: number;
  /** Weekly tangible hours, oldest first, last week last. */
  savedWeeklyHrs: readonly number[];
  /** Whole months since joining and since the last blue square (since joining when there is none). */
  monthsSinceJoined: number;
  monthsSinceLastBlueSquare: number;
  /** Members of the largest team this volunteer leads (0 when none). */
  largestTeamLed: number;
  hoursByCategory: Partial<Record<BadgeCategory, number>>;
};

/** Categories whose hours earn Total Hrs in Category badges. */
export const AWARDED_CATEGORIES: readonly BadgeCategory[] = WORK_CATEGORIES;
/** No category badge is given below this many hours. */
export const CATEGORY_HOURS_THRESHOLD = 100;

const ofType = (badges: readonly AwardableBadge[], type: BadgeType) =>
  badges.filter((badge) => badge.type === type);
const num = (value: number | null | undefined): number => value ?? 0;

/**
 * A ladder of badges of one kind where only the highest earned is held: give the highest the
 * volunteer qualifies for, replacing a lower one they hold, never stepping down.
 */
function climbLadder(
  ladder: readonly AwardableBadge[],
  held: readonly HeldBadge[],
  level: (badge: AwardableBadge) => number,
  qualifies: (badge: AwardableBadge) => boolean,
  repeatWhenHeld: boolean,
): AwardChange[] {
  const best = [...ladder].filter(qualifies).sort((a, b) => level(b) - level(a))[0];
  if (!best) return [];
  const heldOfLadder = held.filter((h) => ladder.some((badge) => badge.id === h.badgeId));
  if (heldOfLadder.some((h) => h.badgeId === best.id))
    return repeatWhenHeld ? [{ kind: 'increment', badgeId: best.id }] : [];
  const levelOf = (id: string) => level(ladder.find((badge) => badge.id === id) ?? best);
  const higherHeld = heldOfLadder.find((h) => levelOf(h.badgeId) > level(best));
  if (higherHeld) return [];
  const lower = heldOfLadder.sort((a, b) => levelOf(b.badgeId) - levelOf(a.badgeId))[0];
  return [
    lower
      ? { kind: 'replace', badgeId: best.id, replaces: lower.badgeId }
      : { kind: 'increment', badgeId: best.id },
  ];
}

/** The rule the original kept active: one badge per category, the highest whose hours are reached. */
export function totalHrsInCategory(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
  held: readonly HeldBadge[],
): AwardChange[] {
  const changes: AwardChange[] = [];
  for (const category of AWARDED_CATEGORIES) {
    const ladder = ofType(badges, 'Total Hrs in Category').filter((badge) => badge.category === category);
    const heldOfLadder = held.filter((h) => ladder.some((badge) => badge.id === h.badgeId));
    const hoursOf = (id: string) => num(ladder.find((badge) => badge.id === id)?.totalHrs);
    if (heldOfLadder.length > 1) {
      const [top, ...rest] = [...heldOfLadder].sort((a, b) => hoursOf(b.badgeId) - hoursOf(a.badgeId));
      if (top) changes.push({ kind: 'collapse', badgeId: top.badgeId, removes: rest.map((h) => h.badgeId) });
    }
    const hours = figures.hoursByCategory[category] ?? 0;
    if (hours < CATEGORY_HOURS_THRESHOLD) continue;
    const top = [...heldOfLadder].sort((a, b) => hoursOf(b.badgeId) - hoursOf(a.badgeId)).slice(0, 1);
    changes.push(
      ...climbLadder(
        ladder,
        top,
        (badge) => num(badge.totalHrs),
        (badge) => num(badge.totalHrs) <= hours,
        false,
      ),
    );
  }
  return changes;
}

/** Each week that beats (or equals) the volunteer's best earns the Personal Max badge once more. */
export function personalMax(figures: WeeklyFigures, badges: readonly AwardableBadge[]): AwardChange[] {
  const badge = ofType(badges, 'Personal Max')[0];
  if (!badge || figures.lastWeekHrs <= 0 || figures.lastWeekHrs < figures.personalBestMaxHrs) return [];
  return [{ kind: 'increment', badgeId: badge.id }];
}

/** The volunteers who logged the most hours of all last week, above their commitment. */
export function mostHrsInWeek(figures: WeeklyFigures, badges: readonly AwardableBadge[]): AwardChange[] {
  const badge = ofType(badges, 'Most Hrs in Week')[0];
  if (!badge || figures.lastWeekHrs <= figures.weeklyCommittedHrs) return [];
  return figures.lastWeekHrs === figures.mostHrsAmongActive ? [{ kind: 'increment', badgeId: badge.id }] : [];
}

/** The highest multiple of the commitment reached last week; a new level replaces the old one. */
export function minimumHoursMultiple(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
  held: readonly HeldBadge[],
): AwardChange[] {
  if (figures.weeklyCommittedHrs <= 0) return [];
  const ratio = figures.lastWeekHrs / figures.weeklyCommittedHrs;
  return climbLadder(
    ofType(badges, 'Minimum Hours Multiple').filter((badge) => num(badge.multiple) > 0),
    held,
    (badge) => num(badge.multiple),
    (badge) => num(badge.multiple) <= ratio,
    true,
  );
}

/** How many trailing weeks reached `hours`. */
const trailingWeeksReaching = (weeks: readonly number[], hours: number): number => {
  let streak = 0;
  for (let i = weeks.length - 1; i >= 0 && (weeks[i] ?? 0) >= hours; i -= 1) streak += 1;
  return streak;
};

/**
 * X hours for X weeks in a row (one week included): of the badges whose streak the volunteer has
 * just completed, the one with the most weeks, then the most hours, is given once more.
 */
export function xHoursForXWeekStreak(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
): AwardChange[] {
  const met = ofType(badges, 'X Hours for X Week Streak').filter(
    (badge) =>
      num(badge.weeks) > 0 &&
      num(badge.totalHrs) > 0 &&
      trailingWeeksReaching(figures.savedWeeklyHrs, num(badge.totalHrs)) >= num(badge.weeks),
  );
  const best = met.sort((a, b) => num(b.weeks) - num(a.weeks) || num(b.totalHrs) - num(a.totalHrs))[0];
  return best ? [{ kind: 'increment', badgeId: best.id }] : [];
}

/** Months with no blue square (and at least that long on the team). */
export function noInfringementStreak(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
  held: readonly HeldBadge[],
): AwardChange[] {
  const months = Math.min(figures.monthsSinceJoined, figures.monthsSinceLastBlueSquare);
  return climbLadder(
    ofType(badges, 'No Infringement Streak').filter((badge) => num(badge.months) > 0),
    held,
    (badge) => num(badge.months),
    (badge) => num(badge.months) <= months,
    false,
  );
}

/** Leading a team of at least X people. */
export function leadTeamOfXPlus(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
  held: readonly HeldBadge[],
): AwardChange[] {
  return climbLadder(
    ofType(badges, 'Lead a team of X+').filter((badge) => num(badge.people) > 0),
    held,
    (badge) => num(badge.people),
    (badge) => num(badge.people) <= figures.largestTeamLed,
    false,
  );
}

/** Each automatically awarded type and its rule; Custom badges are only given by hand. */
export const AWARD_RULES: Record<
  Exclude<BadgeType, 'Custom'>,
  (f: WeeklyFigures, b: readonly AwardableBadge[], h: readonly HeldBadge[]) => AwardChange[]
> = {
  'Total Hrs in Category': totalHrsInCategory,
  'Personal Max': personalMax,
  'Most Hrs in Week': mostHrsInWeek,
  'Minimum Hours Multiple': minimumHoursMultiple,
  'X Hours for X Week Streak': xHoursForXWeekStreak,
  'No Infringement Streak': noInfringementStreak,
  'Lead a team of X+': leadTeamOfXPlus,
};

/** The changes of every type switched on; the original had only Total Hrs in Category on. */
export function weeklyAwards(
  figures: WeeklyFigures,
  badges: readonly AwardableBadge[],
  held: readonly HeldBadge[],
  enabledTypes: ReadonlySet<BadgeType>,
): AwardChange[] {
  return Object.entries(AWARD_RULES).flatMap(([type, rule]) =>
    enabledTypes.has(type as BadgeType) ? rule(figures, badges, held) : [],
  );
}

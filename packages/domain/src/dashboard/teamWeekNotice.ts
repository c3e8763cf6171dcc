// The team-week notice of the dashboard (spec 001 section 6, spec 002 section 6): for people on a
// team, from the most recent Thursday midnight Pacific (00:00, the start of Thursday) until the week
// closes on Saturday at midnight. Assistant Managers and Volunteers are asked for their hours and
// weekly summary by the end of Friday, a day early; Managers are reminded of that deadline; Owners,
// Administrators, Mentors and Core Team see none. Dismissing it hides it until the next Thursday.
import {
  addPacificDays,
  endOfPacificDay,
  endOfWeek,
  startOfPacificDay,
  startOfWeek,
  pacificDate,
  type Instant,
} from '../time/pacificCalendar';
import { formatUS, type DateInput } from '../time/formats';

export type TeamWeekNoticeKind = 'earlyDeadline' | 'reminder';

/** Which notice a role gets when on a team; none off a team. */
export function teamWeekNoticeKindOf(role: string, isOnTeam: boolean): TeamWeekNoticeKind | null {
  if (!isOnTeam) return null;
  if (role === 'Volunteer' || role === 'Assistant Manager') return 'earlyDeadline';
  return role === 'Manager' ? 'reminder' : null;
}

/** Thursday 00:00 Pacific of the week holding `now`. */
const thursdayOf = (now: Instant): Date =>
  startOfPacificDay(addPacificDays(pacificDate(startOfWeek(now)), 4));

export type TeamWeekNotice = { kind: TeamWeekNoticeKind; deadline: Date };

/**
 * The notice shown at `now`: from Thursday 00:00 Pacific to the end of the week, unless dismissed
 * since that Thursday. `deadline` is the end of the week's Friday (23:59:59.999 Pacific).
 */
export function teamWeekNoticeAt(
  person: { role: string; isOnTeam: boolean; dismissedAt: Date | null },
  now: Instant,
): TeamWeekNotice | null {
  const kind = teamWeekNoticeKindOf(person.role, person.isOnTeam);
  const thursday = thursdayOf(now);
  const at = new Date(now);
  if (kind === null || at < thursday || at > endOfWeek(now)) return null;
  if (person.dismissedAt !== null && person.dismissedAt >= thursday) return null;
  return { kind, deadline: endOfPacificDay(addPacificDays(pacificDate(thursday), 1)) };
}

/** What the notice says, the deadline written as a Pacific day. */
export function teamWeekNoticeText(notice: { kind: TeamWeekNoticeKind; deadline: DateInput }, now: Instant) {
  const friday = `Friday ${formatUS(notice.deadline)}`;
  if (notice.kind === 'reminder')
    return {
      title: "Reminder: your team's week",
      message: `Your team's Volunteers and Assistant Managers are asked for this week's hours and weekly summaries by the end of ${friday}, midnight Pacific time. Check in with anyone who has not logged their time yet.`,
    };
  return new Date(now) > new Date(notice.deadline)
    ? {
        title: "Your team's deadline has passed",
        message: `Your team asked for this week's hours and weekly summary by the end of ${friday}, Pacific time. Log the rest and write your summary before the week closes tonight at midnight Pacific time.`,
      }
    : {
        title: "Your team's week ends early",
        message: `Your team asks for this week's hours and weekly summary by the end of ${friday}, midnight Pacific time: a day before the week closes.`,
      };
}

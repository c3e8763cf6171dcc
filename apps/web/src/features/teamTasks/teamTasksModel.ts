// What the Team Member Tasks table shows, computed from the rows; the rules are the domain's.
import { groupBy } from '@hgn/domain/collections';
import { hasMetCommitment, type DayFilter } from '@hgn/domain/teamTasks';
import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import type { UsersTimeEntryJson } from '@hgn/domain/timeEntries';

/** Members a page of the table shows; their time logs are read a page at a time. */
export const MEMBERS_PER_PAGE = 50;

/**
 * Each day filter's own colour (a Mantine palette, so it follows the colour scheme); palettes whose
 * filled shade carries white text at 4.5:1 or more, for the chosen button.
 */
export const DAY_FILTER_COLORS: Record<DayFilter, string> = {
  1: 'indigo',
  2: 'blue',
  3: 'violet',
  4: 'grape',
  7: 'pink',
};

export const dayLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

/** A task's progress colour by its 20-point band: low progress warm, near the estimate green, past it grape. */
export const PROGRESS_BAND_COLORS = ['red', 'orange', 'yellow', 'lime', 'green', 'grape'] as const;

/** The Color filter: the member's status dot. */
export type StatusColor = 'green' | 'red';
export const statusColorOf = (member: TeamMemberTasksJson): StatusColor =>
  hasMetCommitment(member) ? 'green' : 'red';
export const STATUS_COLOR_OPTIONS: { value: StatusColor; label: string }[] = [
  { value: 'green', label: 'Green: weekly commitment met' },
  { value: 'red', label: 'Red: below the weekly commitment' },
];

export type TeamTasksFilters = { teams: string[]; teamCodes: string[]; colors: string[] };
export const NO_FILTERS: TeamTasksFilters = { teams: [], teamCodes: [], colors: [] };

/** The members matching every chosen filter; an empty filter lets everyone through. */
export function filterMembers(
  members: readonly TeamMemberTasksJson[],
  filters: TeamTasksFilters,
): TeamMemberTasksJson[] {
  return members.filter(
    (member) =>
      (filters.teams.length === 0 || member.teams.some((team) => filters.teams.includes(team._id))) &&
      (filters.teamCodes.length === 0 || filters.teamCodes.includes(member.teamCode ?? '')) &&
      (filters.colors.length === 0 || filters.colors.includes(statusColorOf(member))),
  );
}

/** The Team and Team Code choices: the members' teams by name, and their codes. */
export function filterOptions(members: readonly TeamMemberTasksJson[]) {
  const teams = new Map<string, string>();
  const codes = new Set<string>();
  for (const member of members) {
    for (const team of member.teams) teams.set(team._id, team.teamName);
    if (member.teamCode) codes.add(member.teamCode);
  }
  return {
    teams: [...teams]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    teamCodes: [...codes].sort(),
  };
}

/** Each person's entries worked on or after `fromDate`, in the order the server sent them (newest day first). */
export function entriesByPerson(
  entries: readonly UsersTimeEntryJson[],
  fromDate: string,
): Map<string, UsersTimeEntryJson[]> {
  return groupBy(
    entries.filter((entry) => entry.dateOfWork >= fromDate),
    (entry) => entry.personId.toLowerCase(),
  );
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatHours = (hours: number): string => hoursFormat.format(hours);

/** An entry's time as "1h 30m". */
export const entryDuration = (entry: Pick<UsersTimeEntryJson, 'hours' | 'minutes'>): string =>
  `${entry.hours}h ${entry.minutes}m`;

/** The text of an entry's notes, which are HTML; parsing does not run scripts or load images. */
export const notesText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

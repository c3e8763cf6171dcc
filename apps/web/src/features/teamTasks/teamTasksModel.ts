// What the Team Member Tasks table shows, computed from the rows; the rules are the domain's.
import { groupBy } from '@hgn/domain/collections';
import type { DayFilter, StatusColor } from '@hgn/domain/teamTasks';
import type { UsersTimeEntryJson } from '@hgn/domain/timeEntries';

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

/** The Color filter's choices: the member's status dot. */
export const STATUS_COLOR_OPTIONS: { value: StatusColor; label: string }[] = [
  { value: 'green', label: 'Green: weekly commitment met' },
  { value: 'red', label: 'Red: below the weekly commitment' },
];

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

// The time log's seven tabs, their location hashes and the tab it opens on (spec 001 section 2).

export const TIME_LOG_TABS = [
  { hash: 'tasks', label: 'Tasks' },
  { hash: 'currentWeek', label: 'Current Week Timelog', weeksBack: 0 },
  { hash: 'lastWeek', label: 'Last Week', weeksBack: 1 },
  { hash: 'beforeLastWeek', label: 'Week Before Last', weeksBack: 2 },
  { hash: 'dateRange', label: 'Search by Date Range' },
  { hash: 'weeklySummaries', label: 'Weekly Summaries' },
  { hash: 'badgesearned', label: 'Badges' },
] as const;

export type TimeLogTabHash = (typeof TIME_LOG_TABS)[number]['hash'];

export const TASKS_TAB: TimeLogTabHash = 'tasks';
export const CURRENT_WEEK_TAB: TimeLogTabHash = 'currentWeek';
export const BADGES_TAB: TimeLogTabHash = 'badgesearned';

/** The week tabs, each with how many weeks before the current one it shows. */
export const WEEK_TABS = TIME_LOG_TABS.filter((tab) => 'weeksBack' in tab);

/** The tab a location hash (`#lastWeek`, with or without the `#`) names, or null when it names none. */
export function tabOfHash(hash: string): TimeLogTabHash | null {
  const name = hash.replace(/^#/, '');
  return TIME_LOG_TABS.find((tab) => tab.hash === name)?.hash ?? null;
}

/**
 * The tab the time log opens on: the one the location hash names, else Tasks for a Volunteer who has
 * open tasks, else the current week.
 */
export function initialTab(hash: string, person: { role: string; openTaskCount: number }): TimeLogTabHash {
  const named = tabOfHash(hash);
  if (named) return named;
  return person.role === 'Volunteer' && person.openTaskCount > 0 ? TASKS_TAB : CURRENT_WEEK_TAB;
}

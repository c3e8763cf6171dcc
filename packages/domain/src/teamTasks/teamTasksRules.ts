// The Team Member Tasks table's rules (spec 001 sections 2, 4 and 9); zod-free, for the screen.
import { isSameUser } from '../permissions/policies';
import type { TaskJson } from '../tasks/taskJson';
import { addPacificDays } from '../time/pacificCalendar';

/** Tasks a member's row lists before "Show All". */
export const TASKS_SHOWN = 6;

/** The day filters: each member's time entries of the past 1, 2, 3, 4 or 7 days. */
export const DAY_FILTERS = [1, 2, 3, 4, 7] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];
/** The longest day filter: the entries the table reads at once. */
export const LONGEST_DAY_FILTER = 7;

/** Whether the member's own part of the task is complete: the table hides such a task and counts it. */
export const isCompletedByMember = (task: Pick<TaskJson, 'resources'>, memberId: string): boolean =>
  task.resources.some(
    (resource) => resource.completedTask && isSameUser({ userId: memberId }, resource.userID),
  );

/**
 * What a member's row lists: the tasks the member has not completed, the first six unless `showAll`,
 * how many of those are left out, and how many completed ones are hidden.
 */
export function tasksOfRow<T extends Pick<TaskJson, 'resources'>>(
  tasks: readonly T[],
  memberId: string,
  showAll: boolean,
): { shown: T[]; openCount: number; completedHidden: number } {
  const open = tasks.filter((task) => !isCompletedByMember(task, memberId));
  return {
    shown: showAll ? open : open.slice(0, TASKS_SHOWN),
    openCount: open.length,
    completedHidden: tasks.length - open.length,
  };
}

/** Hours logged against the estimate, in percent; 0 for a task without an estimate. */
export const progressPercent = (task: Pick<TaskJson, 'hoursLogged' | 'estimatedHours'>): number =>
  task.estimatedHours > 0 ? (task.hoursLogged / task.estimatedHours) * 100 : 0;

/** Progress colours change in 20-point steps: band 0 below 20 %, 1 from 20 %, ... 5 from 100 % on. */
export const PROGRESS_BANDS = 6;
export const progressBand = (percent: number): number =>
  Math.min(PROGRESS_BANDS - 1, Math.max(0, Math.floor(percent / 20)));

type MemberHours = { weeklycommittedHours: number; totaltangibletime_hrs: number };

/** The status dot is green once this week's tangible hours reach the weekly commitment. */
export const hasMetCommitment = (member: MemberHours): boolean =>
  member.totaltangibletime_hrs >= member.weeklycommittedHours;

/** The Color filter: a member's status dot. */
export const STATUS_COLORS = ['green', 'red'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];
export const isStatusColor = (value: string): value is StatusColor =>
  (STATUS_COLORS as readonly string[]).includes(value);

export const remainingHours = (member: MemberHours): number =>
  Math.max(0, member.weeklycommittedHours - member.totaltangibletime_hrs);

/** The first Pacific day of the past `days` days ending `today`: today itself for one day. */
export const firstDayOfPast = (today: string, days: number): string => addPacificDays(today, 1 - days);

/** Roles that see the Team, Team Code and Color filters (spec 001 section 6). */
export const TEAM_FILTER_ROLES: readonly string[] = ['Administrator', 'Owner', 'Manager', 'Mentor'];
export const seesTeamTasksFilters = (viewer: { role: string }): boolean =>
  TEAM_FILTER_ROLES.includes(viewer.role);
/** The tasks table's Status column is for Administrators only. */
export const seesTaskStatusColumn = (viewer: { role: string }): boolean => viewer.role === 'Administrator';

import type { TaskNotificationJson } from '@hgn/domain/taskNotifications';
import type { TeamMemberTasksJson, TeamTaskJson } from '@hgn/domain/teamTasks';
import type { TeamRefJson } from '@hgn/domain/users';
import { rawJsonList, withMembers, type RawJson } from '../../platform/http/raw-json.js';
import type { LiveTaskRow } from '../tasks/tasks.service.js';
import type { TeamMemberRow } from './teamTasks.repo.js';

export type MemberParts = {
  teams: TeamRefJson[];
  hours: { tangible: number; total: number } | undefined;
  timeOff: Pick<TeamMemberTasksJson, 'timeOffFrom' | 'timeOffTill'> | undefined;
};

/** A member's row but their tasks, which are JSON already (`presentMemberTasks`). */
export const presentTeamMember = (
  row: TeamMemberRow,
  parts: MemberParts,
): Omit<TeamMemberTasksJson, 'tasks'> => ({
  personId: row.id,
  role: row.role,
  name: `${row.firstName} ${row.lastName}`,
  weeklycommittedHours: row.weeklyCommittedHours,
  weeklySummaryOption: row.weeklySummaryOption,
  totaltangibletime_hrs: parts.hours?.tangible ?? 0,
  totaltime_hrs: parts.hours?.total ?? 0,
  timeOffFrom: parts.timeOff?.timeOffFrom ?? null,
  timeOffTill: parts.timeOff?.timeOffTill ?? null,
  teamCode: row.teamCode,
  teams: parts.teams,
  adminLinks: row.adminLinks,
});

/**
 * Each member's tasks as one JSON list, in the order given, each task with its project and the notices
 * given for it. A member without tasks has no entry.
 */
export function presentMemberTasks(
  live: readonly LiveTaskRow[],
  notices: ReadonlyMap<string, readonly TaskNotificationJson[]>,
): Map<string, RawJson<TeamTaskJson[]>> {
  const tasksOf = new Map<string, RawJson<TeamTaskJson>[]>();
  for (const task of live) {
    const members = `"projectId":${JSON.stringify(task.projectId)},"taskNotifications":${JSON.stringify(notices.get(task.id) ?? [])}`;
    const list = tasksOf.get(task.memberId) ?? [];
    list.push(withMembers(task.json, members));
    tasksOf.set(task.memberId, list);
  }
  return new Map([...tasksOf].map(([memberId, list]) => [memberId, rawJsonList(list)]));
}

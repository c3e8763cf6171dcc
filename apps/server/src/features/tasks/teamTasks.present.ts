import type { TaskNotificationJson } from '@hgn/domain/taskNotifications';
import type { TeamMemberTasksJson, TeamTaskJson } from '@hgn/domain/teamTasks';
import type { TeamRefJson } from '@hgn/domain/users';
import { presentTask } from './tasks.present.js';
import type { TaskResourceRow } from './tasks.repo.js';
import type { TeamMemberRow, TeamTaskRow } from './teamTasks.repo.js';

export const presentTeamTask = (
  row: TeamTaskRow,
  resources: readonly TaskResourceRow[],
  notices: readonly TaskNotificationJson[],
): TeamTaskJson => ({
  ...presentTask(row, resources),
  projectId: row.projectId,
  taskNotifications: [...notices],
});

export type MemberParts = {
  tasks: TeamTaskJson[];
  teams: TeamRefJson[];
  hours: { tangible: number; total: number } | undefined;
  timeOff: Pick<TeamMemberTasksJson, 'timeOffFrom' | 'timeOffTill'> | undefined;
};

export const presentTeamMember = (row: TeamMemberRow, parts: MemberParts): TeamMemberTasksJson => ({
  personId: row.id,
  role: row.role,
  name: `${row.firstName} ${row.lastName}`,
  weeklycommittedHours: row.weeklyCommittedHours,
  weeklySummaryOption: row.weeklySummaryOption,
  totaltangibletime_hrs: parts.hours?.tangible ?? 0,
  totaltime_hrs: parts.hours?.total ?? 0,
  tasks: parts.tasks,
  timeOffFrom: parts.timeOff?.timeOffFrom ?? null,
  timeOffTill: parts.timeOff?.timeOffTill ?? null,
  teamCode: row.teamCode,
  teams: parts.teams,
  adminLinks: row.adminLinks,
});

import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import type { TeamRefJson } from '@hgn/domain/users';
import type { TeamMemberRow } from './teamTasks.repo.js';

export type MemberParts = {
  teams: TeamRefJson[];
  hours: { tangible: number; total: number } | undefined;
  timeOff: Pick<TeamMemberTasksJson, 'timeOffFrom' | 'timeOffTill'> | undefined;
};

/** A member's row but their tasks, which PostgreSQL writes as JSON (`TeamTasksRepo.tasksJsonOf`). */
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

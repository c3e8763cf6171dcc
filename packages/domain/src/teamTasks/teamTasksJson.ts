// The Team Member Tasks dashboard in the original API's shape (server-rules 7, api-paths
// `GET /api/user/{userId}/teams/tasks`): one row per visible member, with their tasks and this week's hours.
import { z } from 'zod';
import { taskJson } from '../tasks/taskJson';
import { taskNotificationJson } from '../taskNotifications/taskNotificationJson';
import { profileLinkJson, teamRefJson } from '../users/userProfileJson';

/** A task a member works on, with the project of its WBS and the unread change notices of its people. */
export const teamTaskJson = z.strictObject({
  ...taskJson.shape,
  projectId: z.string(),
  taskNotifications: z.array(taskNotificationJson),
});
export type TeamTaskJson = z.infer<typeof teamTaskJson>;

export const teamMemberTasksJson = z.strictObject({
  personId: z.string(),
  role: z.string(),
  name: z.string(),
  weeklycommittedHours: z.number(),
  weeklySummaryOption: z.string().nullable(),
  /** This Pacific week's tangible hours, then all of them. */
  totaltangibletime_hrs: z.number(),
  totaltime_hrs: z.number(),
  tasks: z.array(teamTaskJson),
  timeOffFrom: z.iso.datetime().nullable(),
  timeOffTill: z.iso.datetime().nullable(),
  teamCode: z.string().nullable(),
  teams: z.array(teamRefJson),
  adminLinks: z.array(profileLinkJson),
});
export type TeamMemberTasksJson = z.infer<typeof teamMemberTasksJson>;

/** A page of the table: its members, and the filters' choices. */
export const teamTasksPageJson = z.strictObject({
  items: z.array(teamMemberTasksJson),
  /** The members the filters keep, on every page; and all the table's members. */
  total: z.number().int(),
  memberCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The teams the members are on, by name, and the team codes they use. */
  teams: z.array(teamRefJson),
  teamCodes: z.array(z.string()),
});
export type TeamTasksPageJson = z.infer<typeof teamTasksPageJson>;

/** How many of all the table's members' tasks need a follow-up. */
export const teamFollowUpsDueJson = z.strictObject({ followUpsDue: z.number().int() });
export type TeamFollowUpsDueJson = z.infer<typeof teamFollowUpsDueJson>;

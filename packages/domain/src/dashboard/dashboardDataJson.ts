// The original client's dashboard reads (server-rules 5, "Other:"): the person it shows, their
// tangible hours against their commitment over a period and by project.
import { z } from 'zod';
import { userProfileJson } from '../users/userProfileJson';

/** `GET /api/dashboard/:userId`: who the dashboard shows, with their badges. */
export const dashboardPersonJson = userProfileJson.pick({
  _id: true,
  firstName: true,
  lastName: true,
  role: true,
  profilePic: true,
  badgeCollection: true,
});
export type DashboardPersonJson = z.infer<typeof dashboardPersonJson>;

/** `GET /api/dashboard/weeklydata/...`: one item, the tangible hours of the period and the weekly commitment. */
export const dashboardWeeklyDataJson = z.array(
  z.strictObject({ weeklycommittedHours: z.number(), timeSpent_hrs: z.number() }),
);
export type DashboardWeeklyDataJson = z.infer<typeof dashboardWeeklyDataJson>;

/**
 * `GET /api/dashboard/monthlydata/...`: the period's tangible hours by project, most first; 'Undefined'
 * names time without a project, and a period without any is one item `{ projectName: '', timeSpent_hrs: 0 }`,
 * as the original answers.
 */
export const dashboardMonthlyDataJson = z.array(
  z.strictObject({ projectName: z.string(), timeSpent_hrs: z.number() }),
);
export type DashboardMonthlyDataJson = z.infer<typeof dashboardMonthlyDataJson>;

/**
 * An action item of the original (a note assigned to a person). This product keeps none, so
 * `GET /api/actionItem/user/:userId` answers an empty list of them.
 */
export const actionItemJson = z.strictObject({
  _id: z.string(),
  description: z.string(),
  assignedTo: z.string(),
  createdBy: z.string(),
  createdDatetime: z.iso.datetime(),
});
export type ActionItemJson = z.infer<typeof actionItemJson>;

import { z } from 'zod';

/** The most members one page of the table holds. */
export const TEAM_TASKS_PAGE_MAX = 500;

/**
 * `GET /api/user/:userId/teams/tasks`: the original client asks for every member at once; a caller may
 * ask for one page instead (1-based, `limit` members a page, by name).
 */
export const teamTasksQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(TEAM_TASKS_PAGE_MAX).optional(),
});
export type TeamTasksQuery = z.output<typeof teamTasksQuery>;

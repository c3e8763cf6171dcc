import { z } from 'zod';
import { commaListOf } from '../collections';
import { commaListText, pageQuery, TEXT_MAX } from '../limits';
import { isStatusColor, STATUS_COLORS } from './teamTasksRules';

/** The most members one page of the table holds. */
export const TEAM_TASKS_PAGE_MAX = 500;
/** Members a page of this product's table shows. */
export const TEAM_TASKS_PAGE_SIZE = 50;

/**
 * `GET /api/user/:userId/teams/tasks`: the original client asks for every member at once; a caller may
 * ask for one page instead (1-based, `limit` members a page, by name).
 */
export const teamTasksQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(TEAM_TASKS_PAGE_MAX).optional(),
});
export type TeamTasksQuery = z.output<typeof teamTasksQuery>;

/** The most teams or team codes one page's filters name. */
const CHOSEN_MAX = 200;
const colorsMessage = `Each colour must be one of ${STATUS_COLORS.join(', ')}.`;

/** `GET /api/user/:userId/teams/tasks/page`: a page of the table, the filters as comma lists. */
export const teamTasksPageQuery = z.object({
  ...pageQuery(TEAM_TASKS_PAGE_SIZE, TEAM_TASKS_PAGE_MAX),
  teams: commaListText(CHOSEN_MAX, 36),
  teamCodes: commaListText(CHOSEN_MAX, TEXT_MAX.name),
  colors: commaListText(STATUS_COLORS.length, 5).refine(
    (list) => commaListOf(list).every(isStatusColor),
    colorsMessage,
  ),
});
export type TeamTasksPageQuery = z.output<typeof teamTasksPageQuery>;

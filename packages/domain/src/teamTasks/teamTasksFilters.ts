// The Team Member Tasks table's filters as the screen holds them and as a page's query sends them;
// zod-free, for the screen (the query's schema is in teamTasks.schema.ts).
import { commaListOf } from '../collections';
import { isStatusColor, type StatusColor } from './teamTasksRules';

/** The Team, Team Code and Color filters; an empty list lets everyone through. */
export type TeamTasksFilters = { teams: string[]; teamCodes: string[]; colors: StatusColor[] };
export const NO_TEAM_TASKS_FILTERS: TeamTasksFilters = { teams: [], teamCodes: [], colors: [] };

/** The filters as a page's query sends them: comma lists. */
export type TeamTasksFilterQuery = { teams: string; teamCodes: string; colors: string };

/** The filters a page's query names. */
export const teamTasksFiltersOf = (query: TeamTasksFilterQuery): TeamTasksFilters => ({
  teams: commaListOf(query.teams).map((id) => id.toLowerCase()),
  teamCodes: commaListOf(query.teamCodes),
  colors: commaListOf(query.colors).filter(isStatusColor),
});

/** The query that asks for the filters: the lists chosen, the others left out. */
export function teamTasksFilterQueryOf(filters: TeamTasksFilters): Partial<TeamTasksFilterQuery> {
  const query: Partial<TeamTasksFilterQuery> = {};
  if (filters.teams.length > 0) query.teams = filters.teams.join(',');
  if (filters.teamCodes.length > 0) query.teamCodes = filters.teamCodes.join(',');
  if (filters.colors.length > 0) query.colors = filters.colors.join(',');
  return query;
}

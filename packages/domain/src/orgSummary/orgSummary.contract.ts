// Every endpoint of the Total Org Summary, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
// Each answers JSON, or with ?format=csv (or Accept: text/csv) its table as CSV: a header row, then a
// row per line of the table.
import { defineContract, guard } from '../contracts';
import { mayReadOrgSummary } from './policies';
import { taskAndProjectStatsQuery, teamsStatsQuery, volunteerStatsQuery } from './orgSummary.schema';
import { taskAndProjectStatsJson, teamsStatsJson, volunteerStatsJson } from './orgSummaryJson';

const readers = guard.policy('orgSummaryReader', mayReadOrgSummary);

export const orgSummaryContract = {
  /**
   * The organisation's volunteer figures for a period beside a comparison period (the period of as many
   * days just before, unless given): active, new and deactivated volunteers, who met their weekly
   * commitment, tangible and intangible hours, blue squares, badges earned, tangible hours by project
   * category, and volunteers by average weekly tangible hours.
   */
  volunteerStats: defineContract({
    method: 'GET',
    path: '/reports/volunteerstats',
    summary:
      'Volunteer figures for startDate..endDate beside comparisonStartDate..comparisonEndDate (Pacific days); with ?format=csv (or Accept: text/csv) the table chosen by `table` (figures, categories or bands) as CSV',
    guard: readers,
    errors: [],
    query: volunteerStatsQuery,
    response: volunteerStatsJson,
  }),

  /** Hours by project (with its category) and the projects' tasks completed and open in a period. */
  taskAndProjectStats: defineContract({
    method: 'GET',
    path: '/reports/overviewsummaries/taskandprojectstats',
    summary:
      'Tangible and intangible hours and tasks completed and active per project for startDate..endDate; with ?format=csv (or Accept: text/csv) the projects table as CSV',
    guard: readers,
    errors: [],
    query: taskAndProjectStatsQuery,
    response: taskAndProjectStatsJson,
  }),

  /** Active teams with at least `activeMembersMinimum` active members, with member counts and hours. */
  teamsStats: defineContract({
    method: 'GET',
    path: '/reports/teams',
    summary:
      'Active teams with at least activeMembersMinimum active members at endDate, with their hours from startDate (default: the 28 days ending at endDate); with ?format=csv (or Accept: text/csv) the teams table as CSV',
    guard: readers,
    errors: [],
    query: teamsStatsQuery,
    response: teamsStatsJson,
  }),
};

// The Total Org Summary's answers (api-paths: TOTAL_ORG_SUMMARY, HOURS_TOTAL_ORG_SUMMARY,
// VOLUNTEER_ROLES_TEAM_STATS). The original API's shapes are not given; these are ours. Days are
// Pacific `YYYY-MM-DD`, hours are rounded to two decimals, every figure is a count or hours.
import { z } from 'zod';

const day = z.iso.date();
export const periodJson = z.strictObject({ startDate: day, endDate: day });
export type PeriodJson = z.infer<typeof periodJson>;

/** A figure of the period (`current`) beside the same figure of the comparison period. */
export const comparedFigureJson = z.strictObject({ current: z.number(), comparison: z.number() });

const figure = comparedFigureJson;

/** `GET /api/reports/volunteerstats`. */
export const volunteerStatsJson = z.strictObject({
  period: periodJson,
  comparisonPeriod: periodJson,
  figures: z.strictObject({
    /** People whose start date is on or before the period's end and who were active at some time in it. */
    activeVolunteers: figure,
    /** People whose start date falls in the period. */
    newVolunteers: figure,
    /** People made inactive in the period and inactive still. */
    deactivatedVolunteers: figure,
    /** Active people whose tangible hours reached their weekly commitment times the period's weeks. */
    metCommitment: figure,
    missedCommitment: figure,
    tangibleHours: figure,
    intangibleHours: figure,
    blueSquares: figure,
    /** Earned dates of badges that fall in the period. */
    badgesEarned: figure,
  }),
  /** Tangible hours per project category, most first; `category` null for time logged on no project. */
  hoursByCategory: z.array(z.strictObject({ category: z.string().nullable(), tangibleHours: figure })),
  /** Active people by average weekly tangible hours, one item per band, in band order. */
  hoursBands: z.array(
    z.strictObject({
      label: z.string(),
      minHours: z.number(),
      maxHours: z.number().nullable(),
      volunteers: figure,
    }),
  ),
});
export type VolunteerStatsJson = z.infer<typeof volunteerStatsJson>;

/** A project's line of `GET /api/reports/overviewsummaries/taskandprojectstats`; `_id` null for time on no project. */
export const projectStatsJson = z.strictObject({
  _id: z.string().nullable(),
  projectName: z.string().nullable(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  tangibleHours: z.number(),
  intangibleHours: z.number(),
  /** Tasks (without subtasks) completed in the period. */
  tasksCompleted: z.number().int(),
  /** Tasks (without subtasks) open at some time in the period: created by its end, not completed before it. */
  tasksActive: z.number().int(),
});
export type ProjectStatsJson = z.infer<typeof projectStatsJson>;

export const taskAndProjectStatsJson = z.strictObject({
  period: periodJson,
  totals: projectStatsJson.pick({
    tangibleHours: true,
    intangibleHours: true,
    tasksCompleted: true,
    tasksActive: true,
  }),
  /** Projects with time logged or a task open in the period, most hours first. */
  projects: z.array(projectStatsJson),
});
export type TaskAndProjectStatsJson = z.infer<typeof taskAndProjectStatsJson>;

export const teamStatsJson = z.strictObject({
  _id: z.string(),
  teamName: z.string(),
  teamCode: z.string(),
  memberCount: z.number().int(),
  /** Members whose account is active and whose start date is on or before the end date. */
  activeMemberCount: z.number().int(),
  /** Members' tangible and intangible hours in the period. */
  tangibleHours: z.number(),
  intangibleHours: z.number(),
});
export type TeamStatsJson = z.infer<typeof teamStatsJson>;

/** `GET /api/reports/teams`. */
export const teamsStatsJson = z.strictObject({
  period: periodJson,
  activeMembersMinimum: z.number().int(),
  /** Active teams with at least `activeMembersMinimum` active members, most hours first. */
  teams: z.array(teamStatsJson),
});
export type TeamsStatsJson = z.infer<typeof teamsStatsJson>;

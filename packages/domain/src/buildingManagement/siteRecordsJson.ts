// External team members and site issues as the API answers them.
import { z } from 'zod';
import { buildingPersonJson } from './buildingProjectJson';
import { SITE_ISSUE_STATUSES, SITE_ISSUE_TYPES } from './siteRecords.rules';

/** A person who works on the sites without being a volunteer of the organisation. */
export const externalTeamMemberJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  team: z.string(),
  teamSpecify: z.string(),
  email: z.string(),
  countryCode: z.string(),
  /** Digits only; empty when none was given. */
  phone: z.string(),
  createdAt: z.iso.datetime(),
});
export type ExternalTeamMemberJson = z.infer<typeof externalTeamMemberJson>;

/** `POST /api/bm/externalTeam` answers the member under `data`; the original client reads `success`. */
export const externalTeamMemberCreatedJson = z.strictObject({
  success: z.literal(true),
  data: externalTeamMemberJson,
});

export const siteIssueJson = z.strictObject({
  _id: z.string(),
  project: z.strictObject({ _id: z.string(), name: z.string() }),
  title: z.string(),
  type: z.enum(SITE_ISSUE_TYPES),
  /** The day the issue was seen, `YYYY-MM-DD`. */
  date: z.iso.date(),
  text: z.string(),
  status: z.enum(SITE_ISSUE_STATUSES),
  createdBy: buildingPersonJson.nullable(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type SiteIssueJson = z.infer<typeof siteIssueJson>;

import type { ExternalTeamMemberJson, SiteIssueJson } from '@hgn/domain/buildingManagement';
import type { ExternalTeamMemberRow, SiteIssueRow } from './siteRecords.repo.js';

export const presentExternalTeamMember = (row: ExternalTeamMemberRow): ExternalTeamMemberJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  team: row.team,
  teamSpecify: row.teamSpecify,
  email: row.email,
  countryCode: row.countryCode,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

export const presentSiteIssue = (row: SiteIssueRow): SiteIssueJson => ({
  _id: row.id,
  project: { _id: row.projectId, name: row.projectName },
  title: row.title,
  type: row.type as SiteIssueJson['type'],
  date: row.date,
  text: row.text,
  status: row.status as SiteIssueJson['status'],
  createdBy:
    row.authorId === null
      ? null
      : { _id: row.authorId, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

// The external team members and the site issues of building projects (spec 002, 2.3 and 3). Reading
// needs the building portal; adding needs postInvInProject and closing or reopening an issue putInvById.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { SiteRecordsErrorCode } from './siteRecords.errors';
import {
  externalTeamMemberInput,
  siteIssueCreateInput,
  siteIssueListQuery,
  siteIssueStatusInput,
} from './siteRecords.schema';
import { externalTeamMemberCreatedJson, externalTeamMemberJson, siteIssueJson } from './siteRecordsJson';

const refusals = errorCodes<SiteRecordsErrorCode>();

export const siteRecordsContract = {
  listExternalTeam: defineContract({
    method: 'GET',
    path: '/bm/externalTeam',
    summary: 'The external team members, newest first',
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals(),
    response: z.array(externalTeamMemberJson),
  }),
  addExternalTeamMember: defineContract({
    method: 'POST',
    path: '/bm/externalTeam',
    guard: guard.portal('canAccessBMPortal', guard.permission('postInvInProject')),
    errors: refusals(),
    body: externalTeamMemberInput,
    status: 201,
    response: externalTeamMemberCreatedJson,
  }),
  listIssues: defineContract({
    method: 'GET',
    path: '/bm/issues',
    summary: 'Site issues, newest day first, of one project or all, open or closed or both',
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals(),
    query: siteIssueListQuery,
    response: z.array(siteIssueJson),
  }),
  addIssue: defineContract({
    method: 'POST',
    path: '/bm/issues',
    guard: guard.portal('canAccessBMPortal', guard.permission('postInvInProject')),
    errors: refusals('BUILDING_PROJECT_NOT_FOUND'),
    body: siteIssueCreateInput,
    status: 201,
    response: siteIssueJson,
  }),
  setIssueStatus: defineContract({
    method: 'PUT',
    path: '/bm/issues/:issueId/status',
    guard: guard.portal('canAccessBMPortal', guard.permission('putInvById')),
    errors: refusals('SITE_ISSUE_NOT_FOUND'),
    params: z.object({ issueId: z.string() }),
    body: siteIssueStatusInput,
    response: siteIssueJson,
  }),
};

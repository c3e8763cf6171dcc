// The building area's summaries, declared once (docs/ARCHITECTURE.md, "Adding an endpoint"): reading
// them needs only the building portal.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { BuildingManagementErrorCode } from './buildingManagement.errors';
import { constructionSummaryJson, projectSummaryJson } from './projectSummaryJson';

const refusals = errorCodes<BuildingManagementErrorCode>();

export const projectSummaryContract = {
  project: defineContract({
    method: 'GET',
    path: '/bm/project/:projectId/summary',
    summary: "A building project's stock, items, costs, rentals due, open issues and the summary weeks",
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals('BUILDING_PROJECT_NOT_FOUND'),
    params: z.object({ projectId: z.string() }),
    response: projectSummaryJson,
  }),
  construction: defineContract({
    method: 'GET',
    path: '/bm/projects/summary',
    summary: "Every building project's figures and their total",
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals(),
    response: constructionSummaryJson,
  }),
};

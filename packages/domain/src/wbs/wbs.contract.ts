// Every endpoint of the WBS, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { WbsErrorCode } from './wbs.errors';
import { deleteWbsResultJson, wbsJson, wbsListItemJson } from './wbsJson';
import { wbsCreateInput, wbsListQuery, wbsUpdateInput } from './wbs.schema';

const refusals = errorCodes<WbsErrorCode>();
const projectIdParams = z.object({ projectId: z.string() });

export const wbsContract = {
  ofProject: defineContract({
    method: 'GET',
    path: '/wbs/:projectId',
    summary:
      'The active WBS of a project, newest first (`?all=true`: the inactive ones too, for postWbs holders), ' +
      'each with its task count and the hours logged on its tasks, which a deletion takes with it',
    guard: guard.signedIn,
    errors: refusals('PROJECT_NOT_FOUND'),
    params: projectIdParams,
    query: wbsListQuery,
    response: z.array(wbsListItemJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/wbs/:projectId',
    guard: guard.permission('postWbs'),
    errors: refusals('PROJECT_NOT_FOUND', 'WBS_NAME_TAKEN'),
    params: projectIdParams,
    body: wbsCreateInput,
    status: 201,
    response: wbsJson,
  }),
  // The original's path names the WBS `:id` under the same prefix as the project's list.
  remove: defineContract({
    method: 'DELETE',
    path: '/wbs/:projectId',
    summary: 'Deletes a WBS (the path names the WBS) with all its tasks',
    guard: guard.permission('deleteWbs'),
    errors: refusals('WBS_NOT_FOUND', 'WBS_HAS_TIME_ENTRIES'),
    params: projectIdParams,
    response: deleteWbsResultJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/wbsId/:wbsId',
    summary: 'Renames, activates or deactivates a WBS; names are unique in a project ignoring case',
    guard: guard.permission('postWbs'),
    errors: refusals('WBS_NOT_FOUND', 'WBS_NAME_TAKEN'),
    params: z.object({ wbsId: z.string() }),
    body: wbsUpdateInput,
    response: wbsJson,
  }),
  get: defineContract({
    method: 'GET',
    path: '/wbsId/:wbsId',
    guard: guard.signedIn,
    errors: refusals('WBS_NOT_FOUND'),
    params: z.object({ wbsId: z.string() }),
    response: wbsJson,
  }),
};

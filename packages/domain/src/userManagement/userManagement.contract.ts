// Every endpoint of user management, declared once: the server registers these, the tests parse their
// answers with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { canChangeUserStatus } from './policies';
import type { UserManagementErrorCode } from './userManagement.errors';
import { createdUserJson, userManagementMessageJson, userPageJson } from './userManagementJson';
import { createUserInput, removeUserInput, statusChangeInput, userPageQuery } from './userManagement.schema';

const refusals = errorCodes<UserManagementErrorCode>();
const userIdParams = z.object({ userId: z.string() });

export const userManagementContract = {
  page: defineContract({
    method: 'GET',
    path: '/userprofile/page',
    summary: 'A page of the user management table, each user with their current or next time off',
    guard: guard.permission('getUserProfiles', 'interactWithPauseUserButton'),
    errors: refusals(),
    query: userPageQuery,
    response: userPageJson,
  }),
  // A repeated e-mail or name is refused with 400 and the body { code, type, error }; a profile field
  // the creator may not set (teams, admin links, ...) refuses the whole creation with 403.
  create: defineContract({
    method: 'POST',
    path: '/userprofile',
    guard: guard.permission('postUserProfile'),
    errors: refusals('EMAIL_TAKEN', 'NAME_TAKEN', 'FIELD_FORBIDDEN'),
    body: createUserInput,
    response: createdUserJson,
  }),
  changeStatus: defineContract({
    method: 'PATCH',
    path: '/userprofile/:userId',
    changesSessions: true,
    guard: guard.policy('changeUserStatus', canChangeUserStatus),
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    body: statusChangeInput,
    response: userManagementMessageJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/userprofile/:userId',
    changesSessions: true,
    guard: guard.permission('deleteUserProfile'),
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    body: removeUserInput,
    response: userManagementMessageJson,
  }),
};

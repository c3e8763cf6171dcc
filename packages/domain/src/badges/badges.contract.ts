// Every endpoint of badges, declared once: the server registers these, the tests parse their answers
// with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { assignBadgesInput, badgeInput, badgeUpdate } from './badge.schema';
import { badgeCountJson, badgeDefinitionJson, badgeMessageJson } from './badgeJson';
import type { BadgesErrorCode } from './badges.errors';
import { maySeeBadgeCountOf } from './policies';

const refusals = errorCodes<BadgesErrorCode>();
const badgeIdParams = z.object({ badgeId: z.uuid() });
const userIdParams = z.object({ userId: z.uuid() });
const ownOrAssignsBadges = guard.policy('selfOrAssignBadges', maySeeBadgeCountOf);

export const badgesContract = {
  list: defineContract({
    method: 'GET',
    path: '/badge',
    summary: 'Every badge, with its full definition',
    guard: guard.permission('seeBadges', 'assignBadges', 'createBadges', 'updateBadges', 'deleteBadges'),
    errors: refusals(),
    response: z.array(badgeDefinitionJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/badge',
    guard: guard.permission('createBadges'),
    errors: refusals('BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND', 'BADGE_NOT_FOUND'),
    body: badgeInput,
    status: 201,
    response: badgeDefinitionJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/badge/:badgeId',
    guard: guard.permission('updateBadges'),
    errors: refusals('BADGE_NOT_FOUND', 'BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND'),
    params: badgeIdParams,
    body: badgeUpdate,
    response: badgeMessageJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/badge/:badgeId',
    guard: guard.permission('deleteBadges'),
    errors: refusals('BADGE_NOT_FOUND'),
    params: badgeIdParams,
    response: badgeMessageJson,
  }),
  // Replaces the volunteer's collection. The original answers 201 with the volunteer's id as a JSON
  // string, not an object.
  assign: defineContract({
    method: 'PUT',
    path: '/badge/assign/:userId',
    guard: guard.permission('assignBadges'),
    errors: refusals('USER_NOT_FOUND', 'BADGE_NOT_FOUND'),
    params: userIdParams,
    body: assignBadgesInput,
    status: 201,
    response: z.string(),
  }),
  badgeCount: defineContract({
    method: 'GET',
    path: '/badge/badgecount/:userId',
    guard: ownOrAssignsBadges,
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    response: badgeCountJson,
  }),
  resetBadgeCount: defineContract({
    method: 'PUT',
    path: '/badge/badgecount/reset/:userId',
    guard: ownOrAssignsBadges,
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    status: 201,
    response: badgeCountJson,
  }),
};

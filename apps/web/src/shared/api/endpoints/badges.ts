// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the badges endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { maySeeBadgeCountOf } from '@hgn/domain/badges';

export const badgesEndpoints = {
  list: /* @__PURE__ */ endpoint<C['badges']['list']>({
    method: 'GET',
    path: '/badge',
    guard: {
      kind: 'permission',
      anyOf: ['seeBadges', 'assignBadges', 'createBadges', 'updateBadges', 'deleteBadges'],
    },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['badges']['create']>({
    method: 'POST',
    path: '/badge',
    guard: { kind: 'permission', anyOf: ['createBadges'] },
    errors: ['BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['badges']['update']>({
    method: 'PUT',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['updateBadges'] },
    errors: ['BADGE_NOT_FOUND', 'BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['badges']['remove']>({
    method: 'DELETE',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['deleteBadges'] },
    errors: ['BADGE_NOT_FOUND'],
  }),
  assign: /* @__PURE__ */ endpoint<C['badges']['assign']>({
    method: 'PUT',
    path: '/badge/assign/:userId',
    guard: { kind: 'permission', anyOf: ['assignBadges'] },
    errors: ['USER_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  badgeCount: /* @__PURE__ */ endpoint<C['badges']['badgeCount']>({
    method: 'GET',
    path: '/badge/badgecount/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
  resetBadgeCount: /* @__PURE__ */ endpoint<C['badges']['resetBadgeCount']>({
    method: 'PUT',
    path: '/badge/badgecount/reset/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
};

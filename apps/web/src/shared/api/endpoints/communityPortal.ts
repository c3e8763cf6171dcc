// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the communityPortal endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { canManageCommunityListings } from '@hgn/domain/communityPortal';

export const communityPortalEndpoints = {
  listEvents: /* @__PURE__ */ endpoint<C['communityPortal']['listEvents']>({
    method: 'GET',
    path: '/communityportal/events',
    guard: { kind: 'portal', portal: 'canAccessCPPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  createEvent: /* @__PURE__ */ endpoint<C['communityPortal']['createEvent']>({
    method: 'POST',
    path: '/communityportal/events',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: [],
  }),
  updateEvent: /* @__PURE__ */ endpoint<C['communityPortal']['updateEvent']>({
    method: 'PUT',
    path: '/communityportal/events/:listingId',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: ['COMMUNITY_LISTING_NOT_FOUND'],
  }),
  deleteEvent: /* @__PURE__ */ endpoint<C['communityPortal']['deleteEvent']>({
    method: 'DELETE',
    path: '/communityportal/events/:listingId',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: ['COMMUNITY_LISTING_NOT_FOUND'],
  }),
  listActivities: /* @__PURE__ */ endpoint<C['communityPortal']['listActivities']>({
    method: 'GET',
    path: '/communityportal/activities',
    guard: { kind: 'portal', portal: 'canAccessCPPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  createActivity: /* @__PURE__ */ endpoint<C['communityPortal']['createActivity']>({
    method: 'POST',
    path: '/communityportal/activities',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: [],
  }),
  updateActivity: /* @__PURE__ */ endpoint<C['communityPortal']['updateActivity']>({
    method: 'PUT',
    path: '/communityportal/activities/:listingId',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: ['COMMUNITY_LISTING_NOT_FOUND'],
  }),
  deleteActivity: /* @__PURE__ */ endpoint<C['communityPortal']['deleteActivity']>({
    method: 'DELETE',
    path: '/communityportal/activities/:listingId',
    guard: {
      kind: 'portal',
      portal: 'canAccessCPPortal',
      then: { kind: 'policy', name: 'communityOrganiser', allows: canManageCommunityListings },
    },
    errors: ['COMMUNITY_LISTING_NOT_FOUND'],
  }),
};

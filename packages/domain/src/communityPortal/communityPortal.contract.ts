// The community portal's events and activities (spec 002, 2.4): read by any session that opened the
// community portal, written by its Owners and Administrators.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { CommunityPortalErrorCode } from './communityPortal.errors';
import { communityListingInput } from './communityPortal.schema';
import { communityListingJson } from './communityListingJson';
import { canManageCommunityListings } from './policies';

const refusals = errorCodes<CommunityPortalErrorCode>();
const inPortal = guard.portal('canAccessCPPortal');
const organiser = guard.portal(
  'canAccessCPPortal',
  guard.policy('communityOrganiser', canManageCommunityListings),
);

/** The four endpoints of one kind of listing under `/communityportal/{events|activities}`. */
const listingContracts = <const Path extends string>(path: Path) => {
  const params = z.object({ listingId: z.string() });
  return {
    list: defineContract({
      method: 'GET',
      path,
      summary: 'Soonest first',
      guard: inPortal,
      errors: refusals(),
      response: z.array(communityListingJson),
    }),
    create: defineContract({
      method: 'POST',
      path,
      guard: organiser,
      errors: refusals(),
      body: communityListingInput,
      status: 201,
      response: communityListingJson,
    }),
    update: defineContract({
      method: 'PUT',
      path: `${path}/:listingId` as const,
      guard: organiser,
      errors: refusals('COMMUNITY_LISTING_NOT_FOUND'),
      params,
      body: communityListingInput,
      response: communityListingJson,
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `${path}/:listingId` as const,
      guard: organiser,
      errors: refusals('COMMUNITY_LISTING_NOT_FOUND'),
      params,
      response: communityListingJson,
    }),
  };
};

const events = listingContracts('/communityportal/events');
const activities = listingContracts('/communityportal/activities');

export const communityPortalContract = {
  listEvents: events.list,
  createEvent: events.create,
  updateEvent: events.update,
  deleteEvent: events.remove,
  listActivities: activities.list,
  createActivity: activities.create,
  updateActivity: activities.update,
  deleteActivity: activities.remove,
};

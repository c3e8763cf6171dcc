import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityListingInput } from '@hgn/domain/communityPortal';
import { call } from '../../../shared/api/call';
import { communityPortalEndpoints as portal } from '../../../shared/api/endpoints/communityPortal';

export type ListingKind = 'events' | 'activities';

/** Each kind's endpoints: the events and the activities take the same calls. */
export const listingEndpoints = {
  events: {
    list: portal.listEvents,
    create: portal.createEvent,
    update: portal.updateEvent,
    remove: portal.deleteEvent,
  },
  activities: {
    list: portal.listActivities,
    create: portal.createActivity,
    update: portal.updateActivity,
    remove: portal.deleteActivity,
  },
} as const;

export const communityKeys = { listings: (kind: ListingKind) => ['communityPortal', kind] as const };

export const useCommunityListings = (kind: ListingKind) =>
  useQuery({
    queryKey: communityKeys.listings(kind),
    queryFn: ({ signal }) => call(listingEndpoints[kind].list, {}, { signal }),
  });

/** Adds a listing, or changes the one named. */
export const useSaveCommunityListing = (kind: ListingKind) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, body }: { listingId: string | null; body: CommunityListingInput }) =>
      listingId === null
        ? call(listingEndpoints[kind].create, { body })
        : call(listingEndpoints[kind].update, { params: { listingId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.listings(kind) }),
  });
};

export const useDeleteCommunityListing = (kind: ListingKind) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => call(listingEndpoints[kind].remove, { params: { listingId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.listings(kind) }),
  });
};

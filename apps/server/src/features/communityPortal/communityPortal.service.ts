import type { CommunityListingJson, communityListingInput } from '@hgn/domain/communityPortal';
import { isUuid } from '@hgn/domain/ids';
import { communityMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { createCommunityPortalRepo, type CommunityListingKind } from './communityPortal.repo.js';
import { presentCommunityListing } from './communityPortal.present.js';

type ListingInput = z.output<typeof communityListingInput>;

const listingNotFound = () =>
  new AppError({ code: 'COMMUNITY_LISTING_NOT_FOUND', message: communityMessages.notFound });

const fieldsOf = (input: ListingInput) => ({
  ...input,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** The community portal's events and activities: each write is one statement on one row. */
export function createCommunityPortalService({ db, clock }: FeatureDeps) {
  const repo = createCommunityPortalRepo(db);

  /** A listing of the kind, or 404; a path id that is not a uuid names none. */
  const found = (row: Parameters<typeof presentCommunityListing>[0] | undefined) => {
    if (!row) throw listingNotFound();
    return presentCommunityListing(row);
  };
  const idOf = (listingId: string) => {
    if (!isUuid(listingId)) throw listingNotFound();
    return listingId;
  };

  return {
    list: async (kind: CommunityListingKind): Promise<CommunityListingJson[]> =>
      (await repo.listOfKind(kind)).map(presentCommunityListing),

    create: async (kind: CommunityListingKind, actor: SessionActor, input: ListingInput) =>
      presentCommunityListing(await repo.insert(kind, { ...fieldsOf(input), createdBy: actor.userId })),

    update: async (kind: CommunityListingKind, listingId: string, input: ListingInput) =>
      found(await repo.update(kind, idOf(listingId), { ...fieldsOf(input), updatedAt: clock.now() })),

    remove: async (kind: CommunityListingKind, listingId: string) =>
      found(await repo.remove(kind, idOf(listingId))),
  };
}

export type CommunityPortalService = ReturnType<typeof createCommunityPortalService>;

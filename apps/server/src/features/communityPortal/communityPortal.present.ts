import type { CommunityListingJson } from '@hgn/domain/communityPortal';
import type { CommunityListingRow } from './communityPortal.repo.js';

export const presentCommunityListing = (row: CommunityListingRow): CommunityListingJson => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

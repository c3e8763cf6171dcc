import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { communityListings } from './events.table.js';

export type CommunityListingKind = 'event' | 'activity';
export type CommunityListingRow = typeof communityListings.$inferSelect;
type ListingFields = Pick<
  typeof communityListings.$inferInsert,
  'title' | 'description' | 'location' | 'startsAt' | 'endsAt'
>;

const ofKind = (kind: CommunityListingKind, listingId: string) =>
  and(eq(communityListings.kind, kind), eq(communityListings.id, listingId));

export function createCommunityPortalRepo(db: DbOrTransaction) {
  return {
    /** Soonest first. */
    listOfKind: (kind: CommunityListingKind): Promise<CommunityListingRow[]> =>
      db
        .select()
        .from(communityListings)
        .where(eq(communityListings.kind, kind))
        .orderBy(asc(communityListings.startsAt), asc(communityListings.id)),

    insert: async (
      kind: CommunityListingKind,
      fields: ListingFields & { createdBy: string },
    ): Promise<CommunityListingRow> => {
      const [row] = await db
        .insert(communityListings)
        .values({ kind, ...fields })
        .returning();
      return row!;
    },

    update: async (
      kind: CommunityListingKind,
      listingId: string,
      fields: ListingFields & { updatedAt: Date },
    ): Promise<CommunityListingRow | undefined> => {
      const [row] = await db.update(communityListings).set(fields).where(ofKind(kind, listingId)).returning();
      return row;
    },

    remove: async (
      kind: CommunityListingKind,
      listingId: string,
    ): Promise<CommunityListingRow | undefined> => {
      const [row] = await db.delete(communityListings).where(ofKind(kind, listingId)).returning();
      return row;
    },
  };
}

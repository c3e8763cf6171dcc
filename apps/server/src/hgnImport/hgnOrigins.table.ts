import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Where each imported row came from: the HGN collection and the document's ObjectId, with a digest
 * of the document as it was imported, so a later import of the same organisation can tell new,
 * changed and deleted documents apart. One table for every imported table (`README.md` here);
 * `localId` is the row's id in the table the collection fills. The API
 * reads an ObjectId in a path through it, by `originalId` alone (`originalIds.ts`).
 */
export const hgnOrigins = pgTable(
  'hgn_origins',
  {
    collection: text().notNull(),
    originalId: text().notNull(),
    localId: uuid().notNull(),
    digest: text().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.originalId] }),
    index('hgn_origins_local_id_idx').on(t.collection, t.localId),
    index('hgn_origins_original_id_idx').on(t.originalId),
  ],
);

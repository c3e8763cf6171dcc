import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The editable texts of the original's pop-ups, each under a name no other has (ignoring case). */
export const popupEditors = pgTable(
  'popup_editors',
  {
    id: uuid().primaryKey().defaultRandom(),
    popupName: text().notNull(),
    popupContent: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('popup_editors_popup_name_key').on(sql`lower(${t.popupName})`)],
);

/** The one kept copy of a pop-up's text, replaced by each backup. */
export const popupEditorBackups = pgTable('popup_editor_backups', {
  popupId: uuid()
    .primaryKey()
    .references(() => popupEditors.id, { onDelete: 'cascade' }),
  popupName: text().notNull(),
  popupContent: text().notNull(),
  savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';

/** A lesson learned on a building project, written by one person and seen by the roles it names. */
export const buildingLessons = pgTable(
  'building_lessons',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedProjectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    /** The roles that see the lesson; none means everyone in the building portal. */
    allowedRoles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('building_lessons_created_at_idx').on(t.createdAt),
    index('building_lessons_author_id_idx').on(t.authorId),
    index('building_lessons_related_project_id_idx').on(t.relatedProjectId),
  ],
);

/** The tags a lesson carries, as written when it was posted; deleting a tag from the list leaves them. */
export const buildingLessonTags = pgTable(
  'building_lesson_tags',
  {
    lessonId: uuid()
      .notNull()
      .references(() => buildingLessons.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.tag] })],
);

/** The tags offered when posting a lesson: unique ignoring case and surrounding spaces. */
export const buildingTags = pgTable(
  'building_tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Who added the tag, alone or on a lesson; none for the tags every organisation starts with. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('building_tags_name_key').on(sql`lower(btrim(${t.name}))`),
    index('building_tags_created_by_idx').on(t.createdBy),
  ],
);

/** One like per person and lesson; a lesson's total is the count of its rows. */
export const buildingLessonLikes = pgTable(
  'building_lesson_likes',
  {
    lessonId: uuid()
      .notNull()
      .references(() => buildingLessons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.userId] }),
    index('building_lesson_likes_user_id_idx').on(t.userId),
  ],
);

/** A lesson's files, kept as stored files and named by the URL they are served at. */
export const buildingLessonFiles = pgTable(
  'building_lesson_files',
  {
    lessonId: uuid()
      .notNull()
      .references(() => buildingLessons.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    url: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.position] })],
);

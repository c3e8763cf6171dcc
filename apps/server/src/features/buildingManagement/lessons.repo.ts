import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';
import {
  buildingLessonFiles,
  buildingLessonLikes,
  buildingLessons,
  buildingLessonTags,
  buildingTags,
} from './lessons.table.js';

/** Who reads: a lesson shows to the roles it names (none naming everyone) and always to its author. */
export type LessonReader = { userId: string; role: string };

export type LessonRow = {
  id: string;
  title: string;
  content: string;
  createdAt: Date;
  allowedRoles: string[];
  authorId: string;
  authorFirstName: string;
  authorLastName: string;
  projectId: string;
  projectName: string;
  totalLikes: number;
  likedByMe: boolean;
};

export type LessonFields = {
  title: string;
  content: string;
  authorId: string;
  relatedProjectId: string;
  allowedRoles: string[];
  createdAt: Date;
};

const visibleTo = (reader: LessonReader): SQL =>
  or(
    eq(buildingLessons.authorId, reader.userId),
    sql`cardinality(${buildingLessons.allowedRoles}) = 0`,
    sql`${reader.role}::text = any(${buildingLessons.allowedRoles})`,
  )!;

/** The tag list's own comparison: its unique index's expression. */
const tagKey = sql`lower(btrim(${buildingTags.name}))`;

export function createLessonsRepo(db: DbOrTransaction) {
  const selectLessons = (reader: LessonReader) =>
    db
      .select({
        id: buildingLessons.id,
        title: buildingLessons.title,
        content: buildingLessons.content,
        createdAt: buildingLessons.createdAt,
        allowedRoles: buildingLessons.allowedRoles,
        authorId: users.id,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        projectId: buildingProjects.id,
        projectName: buildingProjects.name,
        totalLikes: sql<number>`(select count(*)::int from ${buildingLessonLikes} where ${buildingLessonLikes.lessonId} = ${buildingLessons.id})`,
        likedByMe: sql<boolean>`exists (select 1 from ${buildingLessonLikes} where ${buildingLessonLikes.lessonId} = ${buildingLessons.id} and ${buildingLessonLikes.userId} = ${reader.userId})`,
      })
      .from(buildingLessons)
      .innerJoin(users, eq(users.id, buildingLessons.authorId))
      .innerJoin(buildingProjects, eq(buildingProjects.id, buildingLessons.relatedProjectId));

  return {
    /** The lessons the reader may see, newest first. */
    listLessons: (reader: LessonReader): Promise<LessonRow[]> =>
      selectLessons(reader)
        .where(visibleTo(reader))
        .orderBy(desc(buildingLessons.createdAt), desc(buildingLessons.id)),

    findLesson: async (reader: LessonReader, lessonId: string): Promise<LessonRow | undefined> => {
      const [row] = await selectLessons(reader).where(
        and(eq(buildingLessons.id, lessonId), visibleTo(reader)),
      );
      return row;
    },

    authorOf: async (lessonId: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ authorId: buildingLessons.authorId })
        .from(buildingLessons)
        .where(eq(buildingLessons.id, lessonId));
      return row?.authorId;
    },

    /** Holds a lesson the reader sees until the transaction ends, so one person's likes take turns. */
    lockVisibleLesson: async (reader: LessonReader, lessonId: string) => {
      const rows = await db
        .select({ id: buildingLessons.id })
        .from(buildingLessons)
        .where(and(eq(buildingLessons.id, lessonId), visibleTo(reader)))
        .for('update');
      return rows.length > 0;
    },

    tagsOf: (lessonIds: readonly string[]) =>
      lessonIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ lessonId: buildingLessonTags.lessonId, tag: buildingLessonTags.tag })
            .from(buildingLessonTags)
            .where(inArray(buildingLessonTags.lessonId, [...lessonIds]))
            .orderBy(asc(buildingLessonTags.tag)),

    filesOf: (lessonIds: readonly string[]) =>
      lessonIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ lessonId: buildingLessonFiles.lessonId, url: buildingLessonFiles.url })
            .from(buildingLessonFiles)
            .where(inArray(buildingLessonFiles.lessonId, [...lessonIds]))
            .orderBy(asc(buildingLessonFiles.position)),

    projectExists: async (projectId: string) => {
      const rows = await db
        .select({ id: buildingProjects.id })
        .from(buildingProjects)
        .where(eq(buildingProjects.id, projectId))
        .for('share');
      return rows.length > 0;
    },

    insertLesson: async (fields: LessonFields, tags: readonly string[], fileUrls: readonly string[]) => {
      const [row] = await db.insert(buildingLessons).values(fields).returning({ id: buildingLessons.id });
      const lessonId = row!.id;
      if (tags.length > 0) {
        await db.insert(buildingLessonTags).values(tags.map((tag) => ({ lessonId, tag })));
        // A tag written on a lesson joins the list offered next time.
        await db
          .insert(buildingTags)
          .values(tags.map((name) => ({ name, createdBy: fields.authorId })))
          .onConflictDoNothing();
      }
      if (fileUrls.length > 0)
        await db
          .insert(buildingLessonFiles)
          .values(fileUrls.map((url, position) => ({ lessonId, position, url })));
      return lessonId;
    },

    updateContent: async (lessonId: string, authorId: string, content: string) => {
      const rows = await db
        .update(buildingLessons)
        .set({ content })
        .where(and(eq(buildingLessons.id, lessonId), eq(buildingLessons.authorId, authorId)))
        .returning({ id: buildingLessons.id });
      return rows.length > 0;
    },

    deleteLesson: async (lessonId: string, authorId: string) => {
      const rows = await db
        .delete(buildingLessons)
        .where(and(eq(buildingLessons.id, lessonId), eq(buildingLessons.authorId, authorId)))
        .returning({ id: buildingLessons.id });
      return rows.length > 0;
    },

    /** Takes the person's like back; false when they had none. */
    removeLike: async (lessonId: string, userId: string) => {
      const rows = await db
        .delete(buildingLessonLikes)
        .where(and(eq(buildingLessonLikes.lessonId, lessonId), eq(buildingLessonLikes.userId, userId)))
        .returning({ userId: buildingLessonLikes.userId });
      return rows.length > 0;
    },

    addLike: (lessonId: string, userId: string) =>
      db.insert(buildingLessonLikes).values({ lessonId, userId }).onConflictDoNothing(),

    listTags: async (): Promise<string[]> => {
      const rows = await db
        .select({ name: buildingTags.name })
        .from(buildingTags)
        .orderBy(asc(tagKey), asc(buildingTags.name));
      return rows.map((row) => row.name);
    },

    insertTag: (name: string, createdBy: string) => db.insert(buildingTags).values({ name, createdBy }),

    /** Who added each of the tags (compared ignoring case and spaces) that exist. */
    tagAuthors: async (keys: readonly string[]): Promise<(string | null)[]> => {
      const rows = await db
        .select({ createdBy: buildingTags.createdBy })
        .from(buildingTags)
        .where(inArray(tagKey, [...keys]));
      return rows.map((row) => row.createdBy);
    },

    /** The first of the tags (by their keys) that a lesson carries, as that lesson wrote it. */
    firstTagInUse: async (keys: readonly string[]): Promise<string | undefined> => {
      const rows = await db
        .select({ tag: buildingLessonTags.tag })
        .from(buildingLessonTags)
        .where(inArray(sql`lower(btrim(${buildingLessonTags.tag}))`, [...keys]))
        .orderBy(asc(buildingLessonTags.tag))
        .limit(1);
      return rows[0]?.tag;
    },

    /** Holds the listed tags (compared ignoring case and spaces) until the transaction ends; answers their keys. */
    lockTags: async (keys: readonly string[]): Promise<string[]> => {
      const rows = await db
        .select({ key: sql<string>`${tagKey}` })
        .from(buildingTags)
        .where(inArray(tagKey, [...keys]))
        .for('update');
      return rows.map((row) => row.key);
    },

    deleteTags: (keys: readonly string[]) => db.delete(buildingTags).where(inArray(tagKey, [...keys])),
  };
}

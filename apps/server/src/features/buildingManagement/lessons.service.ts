import { groupBy } from '@hgn/domain/collections';
import {
  hasLessonText,
  sameTag,
  type LessonJson,
  type lessonCreateInput,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { lessonMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentLesson } from './lessons.present.js';
import { createLessonsRepo, type LessonReader, type LessonRow } from './lessons.repo.js';
import type { StoredFilesService } from './storedFiles.service.js';

type LessonCreate = z.output<typeof lessonCreateInput>;

const lessonNotFound = () =>
  new AppError({ code: 'LESSON_NOT_FOUND', message: lessonMessages.lessonNotFound });
const contentEmpty = () =>
  new AppError({
    code: 'VALIDATION_FAILED',
    field: 'content',
    message: lessonMessages.contentRequired,
  });
const unknownProject = () =>
  new AppError({
    code: 'BUILDING_PROJECT_NOT_FOUND',
    field: 'relatedProject',
    message: lessonMessages.chooseProject,
  });
const tagTaken = (tag: string) =>
  new AppError({
    code: 'LESSON_TAG_TAKEN',
    field: 'tag',
    message: lessonMessages.tagTaken(tag),
  });
const tagsNotFound = () =>
  new AppError({ code: 'LESSON_TAGS_NOT_FOUND', message: lessonMessages.tagsNotFound });

const tagInUse = (tag: string) =>
  new AppError({ code: 'LESSON_TAG_IN_USE', message: lessonMessages.tagInUse(tag) });

const isTagTaken = isUniqueViolationOf('building_tags_name_key');

/** A path id that is not a uuid names no lesson: answered as such, never as a database error. */
const lessonIdOf = (lessonId: string): string => {
  if (!isUuid(lessonId)) throw lessonNotFound();
  return lessonId.toLowerCase();
};

/** The HTML kept for a lesson: sanitised, and refused when no text is left. */
function storedContentOf(html: string): string {
  const content = sanitizeRichText(html, { pictures: false });
  if (!hasLessonText(content)) throw contentEmpty();
  return content;
}

/** The names, each once, in the order given. */
const distinct = (names: readonly string[]): string[] => [...new Set(names)];

export function createLessonsService({ db, clock }: FeatureDeps, storedFiles: StoredFilesService) {
  async function presentAll(reader: DbOrTransaction, rows: LessonRow[]) {
    const ids = rows.map((row) => row.id);
    const [tagRows, fileRows] = await Promise.all([
      createLessonsRepo(reader).tagsOf(ids),
      createLessonsRepo(reader).filesOf(ids),
    ]);
    const tagsOf = groupBy(
      tagRows,
      (row) => row.lessonId,
      (row) => row.tag,
    );
    const filesOf = groupBy(
      fileRows,
      (row) => row.lessonId,
      (row) => row.url,
    );
    return rows.map((row) => presentLesson(row, tagsOf.get(row.id) ?? [], filesOf.get(row.id) ?? []));
  }

  async function read(reader: DbOrTransaction, viewer: LessonReader, lessonId: string): Promise<LessonJson> {
    const row = await createLessonsRepo(reader).findLesson(viewer, lessonId);
    if (!row) throw lessonNotFound();
    const [lesson] = await presentAll(reader, [row]);
    return lesson!;
  }

  return {
    list: async (viewer: LessonReader): Promise<LessonJson[]> =>
      presentAll(db, await createLessonsRepo(db).listLessons(viewer)),

    get: (viewer: LessonReader, lessonId: string) => read(db, viewer, lessonIdOf(lessonId)),

    /** The author of a lesson, for the guard that lets only them change it; undefined when there is none. */
    authorOf: async (lessonId: string | undefined) =>
      isUuid(lessonId) ? createLessonsRepo(db).authorOf(lessonId.toLowerCase()) : undefined,

    /** The lesson, its tags and its files are written together, or nothing is. */
    create: (author: LessonReader, input: LessonCreate): Promise<{ _id: string }> =>
      db.transaction(async (tx) => {
        const content = storedContentOf(input.content);
        if (!(await createLessonsRepo(tx).projectExists(input.relatedProject.toLowerCase())))
          throw unknownProject();
        const fileUrls: string[] = [];
        for (const file of input.files)
          fileUrls.push(
            await storedFiles.store(tx, file, { kind: 'document', field: 'files', createdBy: author.userId }),
          );
        const lessonId = await createLessonsRepo(tx).insertLesson(
          {
            title: input.title,
            content,
            authorId: author.userId,
            relatedProjectId: input.relatedProject.toLowerCase(),
            allowedRoles: distinct(input.allowedRoles),
            createdAt: clock.now(),
          },
          input.tags,
          fileUrls,
        );
        return { _id: lessonId };
      }),

    /** The guard has let only the author through. */
    async updateContent(author: LessonReader, lessonId: string, html: string): Promise<LessonJson> {
      const id = lessonIdOf(lessonId);
      const content = storedContentOf(html);
      return db.transaction(async (tx) => {
        if (!(await createLessonsRepo(tx).updateContent(id, author.userId, content))) throw lessonNotFound();
        return read(tx, author, id);
      });
    },

    /** The guard has let only the author through; likes, tags and files go with the lesson. */
    async remove(author: LessonReader, lessonId: string): Promise<{ _id: string }> {
      const id = lessonIdOf(lessonId);
      if (!(await createLessonsRepo(db).deleteLesson(id, author.userId))) throw lessonNotFound();
      return { _id: id };
    },

    /** Likes the lesson, or takes the like back; one person's toggles take turns on the lesson's row. */
    toggleLike: (viewer: LessonReader, lessonId: string): Promise<LessonJson> => {
      const id = lessonIdOf(lessonId);
      return db.transaction(async (tx) => {
        if (!(await createLessonsRepo(tx).lockVisibleLesson(viewer, id))) throw lessonNotFound();
        if (!(await createLessonsRepo(tx).removeLike(id, viewer.userId)))
          await createLessonsRepo(tx).addLike(id, viewer.userId);
        return read(tx, viewer, id);
      });
    },

    tags: () => createLessonsRepo(db).listTags(),

    /** Tags are unique ignoring case and surrounding spaces; the index settles a race between two adders. */
    addTag: (adder: LessonReader, tag: string): Promise<string[]> =>
      refusedAs(
        () =>
          db.transaction(async (tx) => {
            await createLessonsRepo(tx).insertTag(tag, adder.userId);
            return createLessonsRepo(tx).listTags();
          }),
        isTagTaken,
        () => tagTaken(tag),
      ),

    /** Who added each of the tags named that exist: what the guard's 'tagAuthorOrManager' decides on. */
    tagAuthors: (tags: readonly string[]): Promise<(string | null)[]> =>
      createLessonsRepo(db).tagAuthors(distinct(tags.map(sameTag))),

    /**
     * Every tag named must exist (ignoring case) and no lesson may carry it, or none is deleted;
     * answers the tags left. The tags stay locked from the check to the delete.
     */
    deleteTags: (tags: readonly string[]): Promise<string[]> => {
      const keys = distinct(tags.map(sameTag));
      return db.transaction(async (tx) => {
        const found = new Set(await createLessonsRepo(tx).lockTags(keys));
        if (keys.some((key) => !found.has(key))) throw tagsNotFound();
        const used = await createLessonsRepo(tx).firstTagInUse(keys);
        if (used !== undefined) throw tagInUse(used);
        await createLessonsRepo(tx).deleteTags(keys);
        return createLessonsRepo(tx).listTags();
      });
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;

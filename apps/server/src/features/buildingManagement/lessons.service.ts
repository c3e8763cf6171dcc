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
import { createLessonsRepo, type LessonReader } from './lessons.repo.js';
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
  const repo = createLessonsRepo();

  async function presentAll(reader: DbOrTransaction, rows: Awaited<ReturnType<typeof repo.listLessons>>) {
    const ids = rows.map((row) => row.id);
    const [tagRows, fileRows] = await Promise.all([repo.tagsOf(reader, ids), repo.filesOf(reader, ids)]);
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
    const row = await repo.findLesson(reader, viewer, lessonId);
    if (!row) throw lessonNotFound();
    const [lesson] = await presentAll(reader, [row]);
    return lesson!;
  }

  return {
    list: async (viewer: LessonReader): Promise<LessonJson[]> =>
      presentAll(db, await repo.listLessons(db, viewer)),

    get: (viewer: LessonReader, lessonId: string) => read(db, viewer, lessonIdOf(lessonId)),

    /** The author of a lesson, for the guard that lets only them change it; undefined when there is none. */
    authorOf: async (lessonId: string | undefined) =>
      isUuid(lessonId) ? repo.authorOf(db, lessonId.toLowerCase()) : undefined,

    /** The lesson, its tags and its files are written together, or nothing is. */
    create: (author: LessonReader, input: LessonCreate): Promise<{ _id: string }> =>
      db.transaction(async (tx) => {
        const content = storedContentOf(input.content);
        if (!(await repo.projectExists(tx, input.relatedProject.toLowerCase()))) throw unknownProject();
        const fileUrls: string[] = [];
        for (const file of input.files)
          fileUrls.push(
            await storedFiles.store(tx, file, { kind: 'document', field: 'files', createdBy: author.userId }),
          );
        const lessonId = await repo.insertLesson(
          tx,
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
        if (!(await repo.updateContent(tx, id, author.userId, content))) throw lessonNotFound();
        return read(tx, author, id);
      });
    },

    /** The guard has let only the author through; likes, tags and files go with the lesson. */
    async remove(author: LessonReader, lessonId: string): Promise<{ _id: string }> {
      const id = lessonIdOf(lessonId);
      if (!(await repo.deleteLesson(db, id, author.userId))) throw lessonNotFound();
      return { _id: id };
    },

    /** Likes the lesson, or takes the like back; one person's toggles take turns on the lesson's row. */
    toggleLike: (viewer: LessonReader, lessonId: string): Promise<LessonJson> => {
      const id = lessonIdOf(lessonId);
      return db.transaction(async (tx) => {
        if (!(await repo.lockVisibleLesson(tx, viewer, id))) throw lessonNotFound();
        if (!(await repo.removeLike(tx, id, viewer.userId))) await repo.addLike(tx, id, viewer.userId);
        return read(tx, viewer, id);
      });
    },

    tags: () => repo.listTags(db),

    /** Tags are unique ignoring case and surrounding spaces; the index settles a race between two adders. */
    addTag: (adder: LessonReader, tag: string): Promise<string[]> =>
      refusedAs(
        () =>
          db.transaction(async (tx) => {
            await repo.insertTag(tx, tag, adder.userId);
            return repo.listTags(tx);
          }),
        isTagTaken,
        () => tagTaken(tag),
      ),

    /** Who added each of the tags named that exist: what the guard's 'tagAuthorOrManager' decides on. */
    tagAuthors: (tags: readonly string[]): Promise<(string | null)[]> =>
      repo.tagAuthors(db, distinct(tags.map(sameTag))),

    /**
     * Every tag named must exist (ignoring case) and no lesson may carry it, or none is deleted;
     * answers the tags left. The tags stay locked from the check to the delete.
     */
    deleteTags: (tags: readonly string[]): Promise<string[]> => {
      const keys = distinct(tags.map(sameTag));
      return db.transaction(async (tx) => {
        const found = new Set(await repo.lockTags(tx, keys));
        if (keys.some((key) => !found.has(key))) throw tagsNotFound();
        const used = await repo.firstTagInUse(tx, keys);
        if (used !== undefined) throw tagInUse(used);
        await repo.deleteTags(tx, keys);
        return repo.listTags(tx);
      });
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;

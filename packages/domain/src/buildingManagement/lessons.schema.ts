import { z } from 'zod';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { lessonMessages } from '../messages/lessons.messages';
import { textOfSummary } from '../weeklySummaries/summaryText';
import { documentDataUrl } from './storedFiles.schema';

/** The longest lesson's HTML, markup included. */
export const LESSON_CONTENT_MAX = 100_000;
/** The longest tag. */
export const LESSON_TAG_MAX = 50;
/** The most tags or roles a lesson names. */
export const LESSON_LIST_MAX = 20;
/** The most files a lesson carries (each at most 5 MB). */
export const LESSON_FILES_MAX = 3;
/** The default tags, kept in every tag list until someone deletes them (spec 002, 5). */
export const DEFAULT_LESSON_TAGS = ['Building 1', 'Building 2', 'Building 3'] as const;

/** Whether the lesson's HTML has text a reader sees; markup and spaces alone are empty. */
export const hasLessonText = (html: string): boolean => textOfSummary(html) !== '';

/** Tags and roles are compared ignoring case and surrounding spaces. */
export const sameTag = (tag: string): string => tag.trim().toLowerCase();

export const lessonContentSchema = boundedText(LESSON_CONTENT_MAX, lessonMessages.contentRequired).refine(
  hasLessonText,
  lessonMessages.contentRequired,
);

export const lessonTagSchema = boundedText(LESSON_TAG_MAX, lessonMessages.tagRequired)
  .trim()
  .min(1, lessonMessages.tagRequired);

const distinctIgnoringCase = (items: readonly string[]) => new Set(items.map(sameTag)).size === items.length;

const tagList = z
  .array(lessonTagSchema)
  .max(...atMostItems(LESSON_LIST_MAX))
  .refine(distinctIgnoringCase, lessonMessages.tagListedTwice);

/** `POST /api/bm/lessons/new`: the author is the caller, whatever the body says. */
export const lessonCreateInput = z.object({
  title: boundedText(TEXT_MAX.title, lessonMessages.titleRequired)
    .trim()
    .min(1, lessonMessages.titleRequired),
  content: lessonContentSchema,
  tags: tagList.default([]),
  relatedProject: z.uuid(lessonMessages.chooseProject),
  allowedRoles: z
    .array(boundedText(TEXT_MAX.name, lessonMessages.roleRequired).trim().min(1, lessonMessages.roleRequired))
    .max(...atMostItems(LESSON_LIST_MAX))
    .default([]),
  files: z
    .array(documentDataUrl)
    .max(...atMostItems(LESSON_FILES_MAX))
    .default([]),
});
export type LessonCreateInput = z.input<typeof lessonCreateInput>;

/** `PUT /api/bm/lesson/{id}`: the author rewrites the content. */
export const lessonUpdateInput = z.object({ content: lessonContentSchema });

/** `POST /api/bm/tags`. */
export const lessonTagInput = z.object({ tag: lessonTagSchema });

/** `DELETE /api/bm/tags {tags}`: every tag named must exist. */
export const lessonTagsDeleteInput = z.object({
  tags: z
    .array(lessonTagSchema)
    .min(1, lessonMessages.tagRequired)
    .max(...atMostItems(LESSON_LIST_MAX)),
});

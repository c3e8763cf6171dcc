// Every endpoint of lessons learned and their tags, declared once (docs/ARCHITECTURE.md, "Adding an
// endpoint"). The building portal's session is all it takes to read, post a lesson, like one or add a
// tag; only a lesson's author edits or deletes it, and a tag is deleted by whoever added it or by one
// who may update the building projects (putProject).
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { lessonJson, lessonTagsJson } from './lessonJson';
import type { LessonsErrorCode } from './lessons.errors';
import { mayChangeLesson, mayDeleteTags } from './lessons.policies';
import {
  lessonCreateInput,
  lessonTagInput,
  lessonTagsDeleteInput,
  lessonUpdateInput,
} from './lessons.schema';

const refusals = errorCodes<LessonsErrorCode>();
const inPortal = guard.portal('canAccessBMPortal');
const author = guard.portal('canAccessBMPortal', guard.policy('lessonAuthor', mayChangeLesson));
const tagDeleter = guard.portal('canAccessBMPortal', guard.policy('tagAuthorOrManager', mayDeleteTags));
const lessonParams = z.object({ lessonId: z.string() });
const lessonRef = z.strictObject({ _id: z.string() });

export const lessonsContract = {
  create: defineContract({
    method: 'POST',
    path: '/bm/lessons/new',
    summary: 'Posts a lesson learned; the caller is its author',
    guard: inPortal,
    errors: refusals('BUILDING_PROJECT_NOT_FOUND'),
    body: lessonCreateInput,
    status: 201,
    response: lessonRef,
  }),
  list: defineContract({
    method: 'GET',
    path: '/bm/lessons',
    summary: "The lessons the caller's role may see, newest first",
    guard: inPortal,
    errors: refusals(),
    response: z.array(lessonJson),
  }),
  get: defineContract({
    method: 'GET',
    path: '/bm/lesson/:lessonId',
    guard: inPortal,
    errors: refusals('LESSON_NOT_FOUND'),
    params: lessonParams,
    response: lessonJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/bm/lesson/:lessonId',
    summary: "Rewrites a lesson's content; its author only",
    guard: author,
    errors: refusals('LESSON_NOT_FOUND'),
    params: lessonParams,
    body: lessonUpdateInput,
    response: lessonJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/bm/lesson/:lessonId',
    summary: 'Deletes a lesson; its author only',
    guard: author,
    errors: refusals('LESSON_NOT_FOUND'),
    params: lessonParams,
    response: lessonRef,
  }),
  toggleLike: defineContract({
    method: 'PUT',
    path: '/bm/lesson/:lessonId/like',
    summary: "Likes the lesson, or takes the caller's like back",
    guard: inPortal,
    errors: refusals('LESSON_NOT_FOUND'),
    params: lessonParams,
    response: lessonJson,
  }),
  tags: defineContract({
    method: 'GET',
    path: '/bm/tags',
    guard: inPortal,
    errors: refusals(),
    response: lessonTagsJson,
  }),
  addTag: defineContract({
    method: 'POST',
    path: '/bm/tags',
    summary: 'Adds a tag; answers the tag list',
    guard: inPortal,
    errors: refusals('LESSON_TAG_TAKEN'),
    body: lessonTagInput,
    status: 201,
    response: lessonTagsJson,
  }),
  deleteTag: defineContract({
    method: 'DELETE',
    path: '/bm/tags/:tag',
    summary: 'Deletes a tag no lesson uses; answers the tags left',
    guard: tagDeleter,
    errors: refusals('LESSON_TAGS_NOT_FOUND', 'LESSON_TAG_IN_USE'),
    params: z.object({ tag: z.string() }),
    response: lessonTagsJson,
  }),
  deleteTags: defineContract({
    method: 'DELETE',
    path: '/bm/tags',
    summary: 'Deletes the tags named, all or none, when no lesson uses them; answers the tags left',
    guard: tagDeleter,
    errors: refusals('LESSON_TAGS_NOT_FOUND', 'LESSON_TAG_IN_USE'),
    body: lessonTagsDeleteInput,
    response: lessonTagsJson,
  }),
};

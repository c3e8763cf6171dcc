// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the lessons endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayChangeLesson, mayDeleteTags } from '@hgn/domain/buildingManagement';

export const lessonsEndpoints = {
  create: /* @__PURE__ */ endpoint<C['lessons']['create']>({
    method: 'POST',
    path: '/bm/lessons/new',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['BUILDING_PROJECT_NOT_FOUND'],
  }),
  list: /* @__PURE__ */ endpoint<C['lessons']['list']>({
    method: 'GET',
    path: '/bm/lessons',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['lessons']['get']>({
    method: 'GET',
    path: '/bm/lesson/:lessonId',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['LESSON_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['lessons']['update']>({
    method: 'PUT',
    path: '/bm/lesson/:lessonId',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'lessonAuthor', allows: mayChangeLesson },
    },
    errors: ['LESSON_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['lessons']['remove']>({
    method: 'DELETE',
    path: '/bm/lesson/:lessonId',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'lessonAuthor', allows: mayChangeLesson },
    },
    errors: ['LESSON_NOT_FOUND'],
  }),
  toggleLike: /* @__PURE__ */ endpoint<C['lessons']['toggleLike']>({
    method: 'PUT',
    path: '/bm/lesson/:lessonId/like',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['LESSON_NOT_FOUND'],
  }),
  tags: /* @__PURE__ */ endpoint<C['lessons']['tags']>({
    method: 'GET',
    path: '/bm/tags',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  addTag: /* @__PURE__ */ endpoint<C['lessons']['addTag']>({
    method: 'POST',
    path: '/bm/tags',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['LESSON_TAG_TAKEN'],
  }),
  deleteTag: /* @__PURE__ */ endpoint<C['lessons']['deleteTag']>({
    method: 'DELETE',
    path: '/bm/tags/:tag',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'tagAuthorOrManager', allows: mayDeleteTags },
    },
    errors: ['LESSON_TAGS_NOT_FOUND', 'LESSON_TAG_IN_USE'],
  }),
  deleteTags: /* @__PURE__ */ endpoint<C['lessons']['deleteTags']>({
    method: 'DELETE',
    path: '/bm/tags',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'tagAuthorOrManager', allows: mayDeleteTags },
    },
    errors: ['LESSON_TAGS_NOT_FOUND', 'LESSON_TAG_IN_USE'],
  }),
};

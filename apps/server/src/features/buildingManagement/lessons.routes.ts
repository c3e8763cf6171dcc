import {
  dataUrlMaxLength,
  LESSON_FILES_MAX,
  lessonsContract as lessons,
} from '@hgn/domain/buildingManagement';
import type { GuardInput } from '@hgn/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { LessonsService } from './lessons.service.js';

/** A lesson's files travel inside its JSON: room for all of them and the text around them. */
const LESSON_BODY_LIMIT = LESSON_FILES_MAX * dataUrlMaxLength('document') + 1024 * 1024;

/** The tags a bulk delete names, read before validation: only its strings count. */
const namedTags = (body: unknown): string[] => {
  const tags = (body as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
};

export const lessonsRoutes =
  (services: { lessons: LessonsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.lessons;
    const author = { subject: async ({ params }: GuardInput) => service.authorOf(params.lessonId) };
    route(app, lessons.create, async (req) => service.create(req.actor, req.body), {
      bodyLimit: LESSON_BODY_LIMIT,
    });
    route(app, lessons.list, async (req) => service.list(req.actor));
    route(app, lessons.get, async (req) => service.get(req.actor, req.params.lessonId));
    route(
      app,
      lessons.update,
      async (req) => service.updateContent(req.actor, req.params.lessonId, req.body.content),
      author,
    );
    route(app, lessons.remove, async (req) => service.remove(req.actor, req.params.lessonId), author);
    route(app, lessons.toggleLike, async (req) => service.toggleLike(req.actor, req.params.lessonId));
    route(app, lessons.tags, async () => service.tags());
    route(app, lessons.addTag, async (req) => service.addTag(req.actor, req.body.tag));
    route(app, lessons.deleteTag, async (req) => service.deleteTags([req.params.tag]), {
      subject: async ({ params }: GuardInput) => service.tagAuthors([params.tag ?? '']),
    });
    route(app, lessons.deleteTags, async (req) => service.deleteTags(req.body.tags), {
      subject: async ({ body }: GuardInput) => service.tagAuthors(namedTags(body)),
    });
  };

import { taskReviewContract as review } from '@hgn/domain/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TaskReviewService } from './tasks.review.service.js';

export const taskReviewRoutes =
  (services: { taskReview: TaskReviewService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.taskReview;
    route(app, review.setReviewStatus, async (req) => service.setReviewStatus(req.params.taskId, req.body));
    route(app, review.requestReview, async (req) => service.requestReview(req.params.userId, req.body));
    route(app, review.setCompletion, async (req) => service.setCompletion(req.params.taskId, req.body));
    route(app, review.removeResource, async (req) =>
      service.removeResource(req.params.taskId, req.body.userId),
    );
  };

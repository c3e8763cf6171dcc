import {
  blueSquareEmailCopiesContract as copies,
  scheduledReasonsContract as reasons,
} from '@hgn/domain/blueSquares';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { EmailCopiesService } from './emailCopies.service.js';
import type { ScheduledReasonsService } from './scheduledReasons.service.js';

export const blueSquareExtrasRoutes =
  (services: {
    emailCopies: EmailCopiesService;
    scheduledReasons: ScheduledReasonsService;
  }): FastifyPluginAsync =>
  async (app) => {
    route(app, copies.list, async () => services.emailCopies.list());
    route(app, copies.add, async (req) => services.emailCopies.add(req.body));
    route(app, copies.remove, async (req) => services.emailCopies.remove(req.params.id));

    const service = services.scheduledReasons;
    route(app, reasons.schedule, async (req) => service.schedule(req.body.userId, req.body.reasonData));
    route(app, reasons.list, async (req) => service.list(req.params.userId));
    route(app, reasons.single, async (req) => service.single(req.params.userId, req.query.queryDate));
    route(app, reasons.edit, async (req) => service.edit(req.params.userId, req.body.reasonData));
  };

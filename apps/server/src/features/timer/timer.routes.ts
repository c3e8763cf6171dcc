import { timerContract as timer } from '@hgn/domain/timer/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TimerService } from './timer.service.js';

export const timerRoutes =
  (services: { timer: TimerService }): FastifyPluginAsync =>
  async (app) => {
    route(app, timer.timelogTracking, async (req) => services.timer.timelog(req.params.userId));
  };

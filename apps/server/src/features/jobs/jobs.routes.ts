import { jobsContract as jobs } from '@hgn/domain/jobs';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { JobsService } from './jobs.service.js';

export const jobsRoutes =
  (service: JobsService): FastifyPluginAsync =>
  async (app) => {
    route(app, jobs.list, async () => service.list());
    route(app, jobs.rerun, async (req) => service.rerun(req.params.jobName, req.body.period));
  };

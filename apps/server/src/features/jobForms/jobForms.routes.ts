import { jobFormsContract as jobForms } from '@hgn/domain/jobForms';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { JobFormsService } from './jobForms.service.js';

export const jobFormsRoutes =
  (services: { jobForms: JobFormsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.jobForms;
    route(app, jobForms.create, async (req) => service.create(req.actor, req.body));
    route(app, jobForms.update, async (req) => service.update(req.body));
    route(app, jobForms.list, async () => service.list());
    route(app, jobForms.read, async (req) => service.read(req.params.formId));
    route(app, jobForms.respond, async (req) => service.respond(req.params.formId, req.body));
    route(app, jobForms.responses, async (req) => service.responses(req.params.formId, req.query));
  };

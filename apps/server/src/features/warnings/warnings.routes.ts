import type { GuardInput } from '@hgn/domain/contracts';
import { warningsContract as warnings } from '@hgn/domain/warnings';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { WarningsService } from './warnings.service.js';

export const warningsRoutes =
  (services: { warnings: WarningsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.warnings;
    route(app, warnings.descriptions, async () => service.descriptions());
    route(app, warnings.addDescription, async (req) => service.addDescription(req.body));
    route(app, warnings.editDescription, async (req) => service.editDescription(req.body));
    route(
      app,
      warnings.toggleDescription,
      async (req) => service.toggleDescription(req.actor, req.params.warningDescriptionId),
      {
        subject: async ({ params }: GuardInput) => service.isDescriptionActive(params.warningDescriptionId),
      },
    );
    route(app, warnings.deleteDescription, async (req) =>
      service.deleteDescription(req.params.warningDescriptionId),
    );
    route(app, warnings.ofUser, async (req) => service.ofUser(req.params.userId));
    route(app, warnings.issue, async (req) => service.issue(req.actor, req.params.userId, req.body));
    route(app, warnings.remove, async (req) => service.remove(req.params.userId, req.body.warningId));
  };

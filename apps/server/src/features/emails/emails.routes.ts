import { emailsContract as emails } from '@hgn/domain/emails';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { EmailsService } from './emails.service.js';

export const emailsRoutes =
  (services: { emails: EmailsService }): FastifyPluginAsync =>
  async (app) => {
    route(app, emails.list, async (req) => services.emails.listOutbox(req.query));
    route(app, emails.get, async (req) => services.emails.getOutboxEmail(req.params.id));
  };

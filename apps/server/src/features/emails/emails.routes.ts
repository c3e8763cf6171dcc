import { OUTBOX_STATUSES, outboxMessageJson, outboxPageJson } from '@hgn/domain/emails';
import { INT_MAX } from '@hgn/domain/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import type { EmailsService } from './emails.service.js';

const MAX_PAGE_SIZE = 100;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});

// Every e-mail of the organisation is readable here, password-reset links included: Owners only.
const ownersOnly = guard.policy('owner', (actor) => actor.role === 'Owner');

export const emailsRoutes =
  (services: { emails: EmailsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/emailoutbox',
      {
        config: { guard: ownersOnly },
        schema: { querystring: outboxQuery, response: { 200: outboxPageJson } },
      },
      async (req) => services.emails.listOutbox(req.query),
    );
    app.get(
      '/emailoutbox/:id',
      {
        config: { guard: ownersOnly },
        schema: { params: z.object({ id: z.string() }), response: { 200: outboxMessageJson } },
      },
      async (req) => services.emails.getOutboxEmail(req.params.id),
    );
  };

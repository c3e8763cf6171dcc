import { auditContract as audit } from '@hgn/domain/audit';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv, wantsCsv } from '../../platform/http/csv.js';
import { route } from '../../platform/http/route.js';
import type { AuditService } from './audit.service.js';

export const auditRoutes =
  (services: { audit: AuditService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.audit;
    route(app, audit.list, async (req, reply) => {
      if (wantsCsv(req)) return sendCsv(reply, 'audit-log.csv', await service.csv(req.query));
      const { events, total } = await service.list(req.query);
      reply.header('X-Total-Count', String(total));
      return events;
    });
  };

import { ownerMessageContract as owner } from '@hgn/domain/ownerMessage';
import type { FastifyPluginAsync } from 'fastify';
import { sendStoredFile } from '../../platform/files/send-file.js';
import { route } from '../../platform/http/route.js';
import type { OwnerMessageService } from './ownerMessage.service.js';

export const ownerMessageRoutes =
  (services: { ownerMessage: OwnerMessageService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.ownerMessage;
    route(app, owner.get, async () => service.get());
    route(app, owner.update, async (req) => service.update(req.actor, req.body));
    route(app, owner.remove, async (req) => service.remove(req.actor));
    // The picture's address changes with the message; this one may stop being shown.
    route(app, owner.picture, async (req, reply) =>
      sendStoredFile(reply, await service.picture(req.params.fileId), 'private, max-age=3600'),
    );
  };

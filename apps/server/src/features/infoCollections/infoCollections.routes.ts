import { infoCollectionInput, infoCollectionUpdate } from '@hgn/domain/infoCollections';
import { canEditInfoContent } from '@hgn/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { InfoCollectionsService } from './infoCollections.service.js';

const infoParams = z.object({ infoId: z.uuid() });

// Spec 000 section 6: only an Owner edits pop-up content. Deleting one is an edit of what everyone
// reads, and no permission of the catalogue grants it, so it is the Owner's too.
const ownersOnly = guard.policy('owner', canEditInfoContent);

export const infoCollectionsRoutes =
  (services: { infoCollections: InfoCollectionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/informations', { config: { guard: guard.signedIn } }, async (req) =>
      services.infoCollections.listReadable(signedInActor(req.actor)),
    );

    app.post(
      '/informations',
      { config: { guard: guard.permission('createPopup') }, schema: { body: infoCollectionInput } },
      async (req, reply) => reply.code(201).send(await services.infoCollections.create(req.body)),
    );

    app.put(
      '/informations/:infoId',
      { config: { guard: ownersOnly }, schema: { params: infoParams, body: infoCollectionUpdate } },
      async (req) => services.infoCollections.update(req.params.infoId, req.body),
    );

    app.delete(
      '/informations/:infoId',
      { config: { guard: ownersOnly }, schema: { params: infoParams } },
      async (req) => services.infoCollections.remove(req.params.infoId),
    );
  };

import { usersContract as users } from '@hgn/domain/users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { PICTURE_MAX_BYTES } from './profilePicture.js';
import type { UsersService } from './users.service.js';

// A data URL of 50 KB is about 68 KB of text; anything much larger is refused before it is read.
const PICTURE_BODY_LIMIT = Math.ceil(PICTURE_MAX_BYTES * 1.4) + 4096;
const RAW_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];

export const usersRoutes =
  (services: { users: UsersService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.users;
    app.addContentTypeParser(
      RAW_PICTURE_TYPES,
      { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    route(app, users.basicInfo, async () => service.listBasicInfo());
    route(app, users.autocomplete, async (req) => service.autocomplete(req.params.searchText));
    route(app, users.byName, async (req) => service.findByName(req.params.name));
    route(app, users.byFullName, async (req) => service.findByFullName(req.params.name));
    route(app, users.edits, async (req) => service.listEdits(req.actor, req.params.userId));

    route(app, users.picture, async (req, reply) => {
      const picture = await service.readPicture(req.params.userId);
      return reply
        .header('Content-Type', picture.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Last-Modified', picture.updatedAt.toUTCString())
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(picture.bytes);
    });
    route(
      app,
      users.uploadPicture,
      async (req) => service.savePicture(req.actor, req.params.userId, req.body),
      { bodyLimit: PICTURE_BODY_LIMIT },
    );
    route(app, users.removePicture, async (req) => service.removePicture(req.actor, req.params.userId));
    route(app, users.setPreferences, async (req) => service.setDarkMode(req.actor.userId, req.body.darkMode));
  };

import { usersContract as users } from '@hgn/domain/users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ProfilesService } from './profiles.service.js';

/** The profile's endpoints that read or save what several areas keep of a person. */
export const profilesRoutes =
  (services: { profiles: ProfilesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.profiles;
    route(app, users.list, async () => service.listUsers());
    route(app, users.get, async (req) => service.getProfile(req.actor, req.params.userId));
    route(app, users.update, async (req) =>
      service.updateProfile({ ...req.actor, address: req.ip }, req.params.userId, req.body),
    );
    route(app, users.updateProperty, async (req) =>
      service.updateProperty(
        { ...req.actor, address: req.ip },
        req.params.userId,
        req.body.key,
        req.body.value,
      ),
    );
    // The three toggles, each accepted as PUT and PATCH as the original client sends both.
    route(app, users.setRehireable, async (req) => service.toggle(req.actor, req.params.userId, req.body));
    route(app, users.patchRehireable, async (req) => service.toggle(req.actor, req.params.userId, req.body));
    route(app, users.setVisibility, async (req) => service.toggle(req.actor, req.params.userId, req.body));
    route(app, users.patchVisibility, async (req) => service.toggle(req.actor, req.params.userId, req.body));
    route(app, users.setBioStatus, async (req) => service.toggle(req.actor, req.params.userId, req.body));
    route(app, users.patchBioStatus, async (req) => service.toggle(req.actor, req.params.userId, req.body));
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/http/guard.js';
import type { PermissionsService } from './permissions.service.js';

export const permissionsRoutes =
  (services: { permissions: PermissionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/roles', { config: { guard: guard.signedIn } }, async () => services.permissions.listRoles());
  };

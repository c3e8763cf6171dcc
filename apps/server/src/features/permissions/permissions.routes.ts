import { permissionsContract as permissions } from '@hgn/domain/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { PermissionsService } from './permissions.service.js';

export const permissionsRoutes =
  (services: { permissions: PermissionsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.permissions;
    route(app, permissions.listRoles, async () => service.listRoles());
    route(app, permissions.getRole, async (req) => service.getRole(req.params.roleId));
    route(app, permissions.createRole, async (req) => service.createRole(req.actor, req.body, req.log));
    route(app, permissions.setRolePermissions, async (req) =>
      service.replaceRolePermissions(req.actor, req.params.roleId, req.body, req.log),
    );
    route(app, permissions.deleteRole, async (req) =>
      service.deleteRole(req.actor, req.params.roleId, req.log),
    );
    route(app, permissions.listPresets, async (req) => service.listPresets(req.params.roleName));
    route(app, permissions.createPreset, async (req) => service.createPreset(req.body));
    route(app, permissions.updatePreset, async (req) => service.updatePreset(req.params.presetId, req.body));
    route(app, permissions.deletePreset, async (req) => service.deletePreset(req.params.presetId));
    route(app, permissions.roleSummaries, async () => service.listRolesWithUserCounts());
    route(app, permissions.searchUsers, async (req) => service.searchUsers(req.query.search));
    route(app, permissions.userPermissions, async (req) => service.getUserPermissions(req.params.userId));
    route(app, permissions.setUserPermissions, async (req) =>
      service.setUserPermissions(req.actor, req.params.userId, req.body, req.log, req.ip),
    );
    route(app, permissions.changeLog, async (req) => service.listChangeLog(req.params.userId));
  };

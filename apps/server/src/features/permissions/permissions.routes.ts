import {
  permissionChangeLogJson,
  permissionUserSearchQuery,
  presetCreateInput,
  presetUpdateInput,
  roleCreateInput,
  rolePermissionsInput,
  ROUTE_RULES,
  userPermissionsInput,
} from '@hgn/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { PermissionsService } from './permissions.service.js';

const roleIdParams = z.object({ roleId: z.string() });
const presetIdParams = z.object({ presetId: z.string() });
const roleNameParams = z.object({ roleName: z.string() });
const userIdParams = z.object({ userId: z.string() });

// The management page's own rule: whoever may open /permissionsmanagement may read its role list.
const managers = guard.permission(...ROUTE_RULES['/permissionsmanagement'].permissions);
const roleEditors = guard.permission('putRole');
const userPermissionEditors = guard.permission('putUserProfilePermissions');
const changeLogReaders = guard.permission('putRole', 'putUserProfilePermissions');

export const permissionsRoutes =
  (services: { permissions: PermissionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { permissions } = services;

    app.get('/roles', { config: { guard: guard.signedIn } }, async () => permissions.listRoles());

    app.get(
      '/roles/:roleId',
      { config: { guard: guard.signedIn }, schema: { params: roleIdParams } },
      async (req) => permissions.getRole(req.params.roleId),
    );

    app.post(
      '/roles',
      { config: { guard: guard.permission('postRole') }, schema: { body: roleCreateInput } },
      async (req, reply) =>
        reply.code(201).send(await permissions.createRole(signedInActor(req.actor), req.body, req.log)),
    );

    // 201, as the original server answers an update.
    app.patch(
      '/roles/:roleId',
      { config: { guard: roleEditors }, schema: { params: roleIdParams, body: rolePermissionsInput } },
      async (req, reply) =>
        reply
          .code(201)
          .send(
            await permissions.replaceRolePermissions(
              signedInActor(req.actor),
              req.params.roleId,
              req.body,
              req.log,
            ),
          ),
    );

    app.delete(
      '/roles/:roleId',
      { config: { guard: guard.permission('deleteRole') }, schema: { params: roleIdParams } },
      async (req) => permissions.deleteRole(signedInActor(req.actor), req.params.roleId, req.log),
    );

    app.get(
      '/rolePreset/:roleName',
      { config: { guard: roleEditors }, schema: { params: roleNameParams } },
      async (req) => permissions.listPresets(req.params.roleName),
    );

    app.post(
      '/rolePreset',
      { config: { guard: roleEditors }, schema: { body: presetCreateInput } },
      async (req, reply) => reply.code(201).send(await permissions.createPreset(req.body)),
    );

    app.put(
      '/rolePreset/:presetId',
      { config: { guard: roleEditors }, schema: { params: presetIdParams, body: presetUpdateInput } },
      async (req) => permissions.updatePreset(req.params.presetId, req.body),
    );

    app.delete(
      '/rolePreset/:presetId',
      { config: { guard: roleEditors }, schema: { params: presetIdParams } },
      async (req) => permissions.deletePreset(req.params.presetId),
    );

    app.get('/permission-management/roles', { config: { guard: managers } }, async () =>
      permissions.listRolesWithUserCounts(),
    );

    app.get(
      '/permission-management/users',
      { config: { guard: userPermissionEditors }, schema: { querystring: permissionUserSearchQuery } },
      async (req) => permissions.searchUsers(req.query.search),
    );

    app.get(
      '/permission-management/user/:userId',
      { config: { guard: userPermissionEditors }, schema: { params: userIdParams } },
      async (req) => permissions.getUserPermissions(req.params.userId),
    );

    app.patch(
      '/permission-management/user/:userId',
      {
        config: { guard: userPermissionEditors },
        schema: { params: userIdParams, body: userPermissionsInput },
      },
      async (req) =>
        permissions.setUserPermissions(signedInActor(req.actor), req.params.userId, req.body, req.log),
    );

    // The original path, answering the original array; who may read the log is who manages permissions.
    app.get(
      '/permissionChangeLogs/:userId',
      {
        config: { guard: changeLogReaders },
        schema: { params: userIdParams, response: { 200: z.array(permissionChangeLogJson) } },
      },
      async (req) => permissions.listChangeLog(req.params.userId),
    );
  };

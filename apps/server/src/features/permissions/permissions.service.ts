import { DEFAULT_ROLE_PERMISSIONS, ROLES } from '@hgn/domain/permissions';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentRole } from './permissions.present.js';
import { createPermissionsRepo } from './permissions.repo.js';

export function createPermissionsService({ db }: FeatureDeps) {
  const repo = createPermissionsRepo(db);
  return {
    /** Run at every start: the six roles always exist with at least their default permissions. */
    syncDefaultRoles: () => repo.syncDefaults(ROLES.map((name) => ({ name, permissions: DEFAULT_ROLE_PERMISSIONS[name] }))),
    listRoles: async () => (await repo.listRoles()).map(presentRole),
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;

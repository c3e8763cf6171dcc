import { effectivePermissions, type Actor } from '@hgn/domain/permissions';
import type { TokenClaims } from '@hgn/domain/auth/session';

interface RoleLike {
  roleName: string;
  permissions: readonly string[];
}

/**
 * The signed-in user as the permission rules see them: role permissions (from the server) adjusted by
 * the token's own lists, and the portals the token's session opened.
 */
export function buildActor(claims: TokenClaims, roles: readonly RoleLike[]): Actor {
  const role = roles.find((candidate) => candidate.roleName === claims.role);
  return {
    userId: claims.userid,
    role: claims.role,
    permissions: effectivePermissions({
      rolePermissions: role?.permissions ?? [],
      frontPermissions: claims.permissions.frontPermissions,
      removedDefaultPermissions: claims.permissions.removedDefaultPermissions,
    }),
    portals: claims.access,
  };
}

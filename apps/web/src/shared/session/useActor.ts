import { useMemo } from 'react';
import type { Actor } from '@hgn/domain/permissions';
import { useRoles } from '../queries/roles';
import { useSession } from './useSession';
import { buildActor } from './actor';

/**
 * The signed-in actor, or null while signed out or while role permissions are loading (deciding
 * before they arrive would wrongly refuse pages on a reload). If roles cannot be loaded, the
 * token's own permissions still count.
 */
export function useActor(): Actor | null {
  const session = useSession();
  const roles = useRoles(session !== null);
  return useMemo(() => {
    if (!session || roles.isPending) return null;
    return buildActor(session.claims, roles.data ?? []);
  }, [session, roles.isPending, roles.data]);
}

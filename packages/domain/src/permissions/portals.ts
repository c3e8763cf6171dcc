// The portals a session may open beyond the main app: the building area, the community portal and the
// education portal. Each is a flag of the session, set by signing in to that portal again with the
// session's own e-mail and password (`POST /api/bm/login`).
import type { Actor } from './can';

/** A session's portal flags, named as the original token's `access` claim names them. */
export type PortalAccess = {
  readonly canAccessBMPortal: boolean;
  readonly canAccessCPPortal: boolean;
  readonly canAccessGEPortal: boolean;
};
export type PortalFlag = keyof PortalAccess;

/** Where each portal is signed in to. */
export const PORTAL_LOGIN_PATHS = {
  canAccessBMPortal: '/bmdashboard/login',
  canAccessCPPortal: '/communityportal/login',
  canAccessGEPortal: '/educationportal/login',
} as const satisfies Record<PortalFlag, string>;

export const NO_PORTAL_ACCESS: PortalAccess = {
  canAccessBMPortal: false,
  canAccessCPPortal: false,
  canAccessGEPortal: false,
};

/** The portal a sign-in names: building (`bm`), community (`cp`) or education (`ep`). */
export const PORTALS = ['bm', 'cp', 'ep'] as const;
export type Portal = (typeof PORTALS)[number];

/**
 * What signing in to a portal grants: the building portal always (the original sign-in set only that
 * flag), and the portal named besides. Flags the session holds already are kept by the server.
 */
export const portalGrant = (portal: Portal = 'bm'): PortalAccess => ({
  canAccessBMPortal: true,
  canAccessCPPortal: portal === 'cp',
  canAccessGEPortal: portal === 'ep',
});

/** Whether the actor's session has opened the portal. */
export const canUsePortal = (actor: Actor, flag: PortalFlag): boolean => actor.portals?.[flag] === true;

import { describe, expect, it } from 'vitest';
import { allowed, describeGuard, guard } from '../contracts/endpoint';
import type { Actor } from './can';
import {
  canUsePortal,
  NO_PORTAL_ACCESS,
  PORTAL_LOGIN_PATHS,
  portalGrant,
  type PortalAccess,
} from './portals';
import { ROUTE_RULES, canEnterRoute, routeRedirect } from './routeGuards';

const actor = (portals?: PortalAccess, permissions: string[] = []): Actor => ({
  userId: 'u1',
  role: 'Volunteer',
  permissions: new Set(permissions),
  ...(portals ? { portals } : {}),
});
const building = { ...NO_PORTAL_ACCESS, canAccessBMPortal: true };

describe('portal grants', () => {
  it('open the building portal, and the community or education portal when named', () => {
    expect(portalGrant()).toEqual(building);
    expect(portalGrant('bm')).toEqual(building);
    expect(portalGrant('cp')).toEqual({ ...building, canAccessCPPortal: true });
    expect(portalGrant('ep')).toEqual({ ...building, canAccessGEPortal: true });
  });

  it('count only for a session that holds the flag', () => {
    expect(canUsePortal(actor(), 'canAccessBMPortal')).toBe(false);
    expect(canUsePortal(actor(NO_PORTAL_ACCESS), 'canAccessBMPortal')).toBe(false);
    expect(canUsePortal(actor(building), 'canAccessBMPortal')).toBe(true);
    expect(canUsePortal(actor(building), 'canAccessCPPortal')).toBe(false);
  });
});

describe('a portal guard', () => {
  const read = { guard: guard.portal('canAccessBMPortal') };
  const write = { guard: guard.portal('canAccessBMPortal', guard.permission('postProject')) };

  it('admits a session that opened the portal, then applies its own guard', () => {
    expect(allowed(actor(building), read)).toBe(true);
    expect(allowed(actor(building), write)).toBe(false);
    expect(allowed(actor(building, ['postProject']), write)).toBe(true);
  });

  it('refuses a session without the portal whatever its permissions, and anyone signed out', () => {
    expect(allowed(actor(undefined, ['postProject']), write)).toBe(false);
    expect(allowed(actor(NO_PORTAL_ACCESS, ['postProject']), read)).toBe(false);
    expect(allowed(undefined, read)).toBe(false);
  });

  it('is described with the portal and the guard behind it', () => {
    expect(describeGuard(read.guard)).toBe('portal:canAccessBMPortal+signedIn');
    expect(describeGuard(write.guard)).toBe('portal:canAccessBMPortal+permission:postProject');
  });
});

describe('the building pages', () => {
  const rule = ROUTE_RULES['/bmdashboard/*'];

  it('send a session without the building portal to the building sign-in', () => {
    expect(routeRedirect(actor(NO_PORTAL_ACCESS), rule)).toBe(PORTAL_LOGIN_PATHS.canAccessBMPortal);
    expect(routeRedirect(actor({ ...NO_PORTAL_ACCESS, canAccessCPPortal: true }), rule)).toBe(
      '/bmdashboard/login',
    );
    expect(canEnterRoute(actor(NO_PORTAL_ACCESS), rule)).toBe(false);
  });

  it('send a visitor who is not signed in to sign in, and let a session with the portal in', () => {
    expect(routeRedirect(null, rule)).toBe('/login');
    expect(routeRedirect(actor(building), rule)).toBeNull();
    expect(routeRedirect(actor(building), ROUTE_RULES['/bmdashboard/*'])).toBeNull();
  });
});

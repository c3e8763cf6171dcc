import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  NO_PORTAL_ACCESS,
  type Actor,
  type PortalAccess,
} from '@hgn/domain/permissions';
import { decideRoute } from './routeDecision';
import { paths } from '../../shared/routing/paths';
import { routeByPath } from '../../shared/routing/registeredRoutes';
import { BUILDING_AREA } from '../../shared/routing/buildingPaths';

const actor = (role: string, permissions: readonly string[] = []): Actor => ({
  userId: 'u1',
  role,
  permissions: new Set(permissions),
});
const guarded = {
  isProtected: true,
  access: { permissions: ['getReports'] as const, allowedRoles: ['Manager'] as const },
};

describe('route decisions', () => {
  it('lets anyone open a public page', () => {
    expect(decideRoute({ route: routeByPath(paths.login), isSignedIn: false, actor: null })).toBe('enter');
  });

  it('sends a visitor who is not signed in to sign in', () => {
    expect(decideRoute({ route: routeByPath(paths.dashboard), isSignedIn: false, actor: null })).toBe(
      'toLogin',
    );
  });

  it('opens a page without requirements to any signed-in user, even before roles load', () => {
    expect(decideRoute({ route: routeByPath(paths.userProfile), isSignedIn: true, actor: null })).toBe(
      'enter',
    );
  });

  it('waits for role permissions before judging a guarded page', () => {
    expect(decideRoute({ route: guarded, isSignedIn: true, actor: null })).toBe('wait');
  });

  it('admits by any listed permission or by an allowed role', () => {
    expect(decideRoute({ route: guarded, isSignedIn: true, actor: actor('Volunteer', ['getReports']) })).toBe(
      'enter',
    );
    expect(decideRoute({ route: guarded, isSignedIn: true, actor: actor('Manager') })).toBe('enter');
  });

  it('sends a signed-in user without permission or role to the dashboard', () => {
    expect(
      decideRoute({ route: guarded, isSignedIn: true, actor: actor('Volunteer', ['suggestTask']) }),
    ).toBe('toDashboard');
  });

  it('opens a project’s members page only to those the server gives the list to', () => {
    const members = routeByPath(paths.projectMembers);
    for (const role of ['Manager', 'Mentor', 'Volunteer'] as const)
      expect(
        decideRoute({ route: members, isSignedIn: true, actor: actor(role, DEFAULT_ROLE_PERMISSIONS[role]) }),
      ).toBe('toDashboard');
    expect(
      decideRoute({ route: members, isSignedIn: true, actor: actor('Core Team', ['getProjectMembers']) }),
    ).toBe('enter');
  });

  it('keeps the e-mail outbox for Owners', () => {
    const outbox = routeByPath(paths.emailOutbox);
    expect(decideRoute({ route: outbox, isSignedIn: true, actor: actor('Owner') })).toBe('enter');
    expect(
      decideRoute({ route: outbox, isSignedIn: true, actor: actor('Administrator', ['sendEmails']) }),
    ).toBe('toDashboard');
  });

  it('lets a signed-out visitor open the portal sign-ins, public pages in spec 002 section 2.1', () => {
    for (const path of [paths.buildingLogin, paths.communityLogin, paths.educationLogin])
      expect(decideRoute({ route: routeByPath(path), isSignedIn: false, actor: null }), path).toBe('enter');
  });

  it('sends a session without the building portal to the building sign-in, and lets one with it in', () => {
    const building = routeByPath(`${BUILDING_AREA}/*`);
    const withPortals = (portals: PortalAccess): Actor => ({ ...actor('Volunteer'), portals });
    expect(decideRoute({ route: building, isSignedIn: false, actor: null })).toBe('toLogin');
    expect(decideRoute({ route: building, isSignedIn: true, actor: withPortals(NO_PORTAL_ACCESS) })).toBe(
      paths.buildingLogin,
    );
    expect(
      decideRoute({
        route: building,
        isSignedIn: true,
        actor: withPortals({ ...NO_PORTAL_ACCESS, canAccessBMPortal: true }),
      }),
    ).toBe('enter');
  });
});

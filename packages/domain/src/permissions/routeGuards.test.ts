import { describe, expect, it } from 'vitest';
import type { Actor } from './can';
import { visibleMenu, type MenuEntry } from './menu';
import { PERMISSIONS } from './permissionCatalogue';
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from './roles';
import {
  ROUTE_PERMISSION_SETS,
  ROUTE_RULES,
  canEnterRoute,
  routeRedirect,
  routeRuleOf,
  type GuardedPath,
} from './routeGuards';

const withRole = (role: Role, extra: string[] = []): Actor => ({
  userId: `${role}-id`,
  role,
  permissions: new Set([...DEFAULT_ROLE_PERMISSIONS[role], ...extra]),
});

const admitted = (path: GuardedPath) =>
  ROLES.filter((role) => canEnterRoute(withRole(role), ROUTE_RULES[path]));

describe('route guards with default roles', () => {
  it.each([
    ['/reports', ['Owner', 'Administrator', 'Core Team']],
    ['/weeklysummariesreport', ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team']],
    ['/projects', ['Owner', 'Administrator', 'Manager', 'Core Team']],
    ['/project/members/:projectId', ['Owner', 'Administrator', 'Core Team']],
    ['/project/wbs/:projectId', ['Owner', 'Administrator', 'Manager', 'Mentor', 'Volunteer']],
    ['/usermanagement', ['Owner', 'Administrator', 'Core Team']],
    ['/badgemanagement', ['Owner', 'Administrator']],
    ['/permissionsmanagement', ['Owner', 'Administrator']],
    ['/permissionsmanagement/:userRole', ['Owner']],
    ['/teams', ['Owner', 'Administrator', 'Manager']],
    ['/announcements', ['Owner', 'Administrator']],
    ['/sendemail', ['Owner', 'Administrator']],
    ['/job-notification-dashboard', ['Owner']],
    ['/emailoutbox', ['Owner']],
    ['/jobs', ['Owner']],
    ['/inventory/:projectId', ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team']],
    ['/inventory/:projectId/wbs/:wbsId', ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team']],
  ] as const)('%s admits %j', (path, roles) => {
    expect(admitted(path)).toEqual(ROLES.filter((role) => (roles as readonly Role[]).includes(role)));
  });

  it('admits a user granted one of the permissions whatever the role', () => {
    expect(canEnterRoute(withRole('Volunteer', ['getReports']), ROUTE_RULES['/reports'])).toBe(true);
    expect(canEnterRoute(withRole('Volunteer', ['sendEmails']), ROUTE_RULES['/sendemail'])).toBe(true);
  });

  it('admits anyone signed in to a page with no rule', () => {
    expect(canEnterRoute(withRole('Volunteer'), {})).toBe(true);
  });

  it('finds the rule of a router path and none for an unguarded one', () => {
    expect(routeRuleOf('/emailoutbox')).toBe(ROUTE_RULES['/emailoutbox']);
    expect(routeRuleOf('/dashboard')).toBeUndefined();
    expect(routeRuleOf('constructor')).toBeUndefined();
  });

  it('sends signed-out visitors to login and refused users to the dashboard', () => {
    expect(routeRedirect(null, ROUTE_RULES['/reports'])).toBe('/login');
    expect(routeRedirect(undefined, {})).toBe('/login');
    expect(routeRedirect(withRole('Volunteer'), ROUTE_RULES['/reports'])).toBe('/dashboard');
    expect(routeRedirect(withRole('Owner'), ROUTE_RULES['/reports'])).toBeNull();
  });

  it('never requires an empty permission name', () => {
    for (const set of Object.values(ROUTE_PERMISSION_SETS)) {
      expect(set.length).toBeGreaterThan(0);
      for (const permission of set) expect(permission).not.toBe('');
    }
  });
});

const ids = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.id] : [entry.id, ...entry.children.map((child) => child.id)],
  );

describe('header menu', () => {
  it('shows a volunteer the everyday entries and the reports every signed-in person may open', () => {
    const menu = visibleMenu(withRole('Volunteer'), { displayUserId: 'v1' });
    expect(ids(menu)).toEqual([
      'dashboard',
      'timelog',
      'reports',
      'teamLocations',
      'totalConstructionSummary',
      'notifications',
      'profilePicture',
      'welcome',
      'viewProfile',
      'updatePassword',
      'security',
      'apiTokens',
      'sessions',
      'logout',
    ]);
    expect(menu.find((entry) => entry.id === 'notifications')).toMatchObject({ to: '/timelog/v1' });
  });

  it('offers the building area to every role, as its route rule admits everyone who signs in to its portal', () => {
    expect(ROUTE_RULES['/bmdashboard/*']).toEqual({ portal: 'canAccessBMPortal' });
    for (const role of ROLES)
      expect(ids(visibleMenu(withRole(role), { displayUserId: 'x' })), role).toContain(
        'totalConstructionSummary',
      );
  });

  it('offers a Manager and a Mentor the weekly summaries their role admits them to', () => {
    for (const role of ['Manager', 'Mentor'] as const)
      expect(ids(visibleMenu(withRole(role), { displayUserId: 'x' })), role).toContain(
        'weeklySummariesReport',
      );
  });

  it('shows an Owner every entry', () => {
    const menu = visibleMenu(withRole('Owner'), { displayUserId: 'o1' });
    const shown = ids(menu);
    expect(shown).toContain('taskEditSuggestions');
    expect(shown).toContain('teamLocations');
    expect(shown).toEqual(
      expect.arrayContaining([
        'userManagement',
        'badgeManagement',
        'projects',
        'teams',
        'infoCollections',
        'sendEmails',
        'permissionsManagement',
      ]),
    );
  });

  it('offers Info Collections to those who may create or update pop-ups', () => {
    const infoLink = (role: Role, extra: string[] = []) =>
      visibleMenu(withRole(role, extra), { displayUserId: 'x' })
        .flatMap((entry) => (entry.kind === 'group' ? entry.children : [entry]))
        .find((link) => link.id === 'infoCollections');
    expect(infoLink('Owner')).toMatchObject({ label: 'Info Collections', to: '/infoCollections' });
    expect(infoLink('Administrator')).toBeDefined();
    expect(infoLink('Manager')).toBeUndefined();
    expect(infoLink('Volunteer')).toBeUndefined();
    expect(infoLink('Volunteer', ['updatePopup'])).toBeDefined();
  });

  it('gives Core Team the reports they hold and no badge management', () => {
    const shown = ids(visibleMenu(withRole('Core Team'), { displayUserId: 'c1' }));
    expect(shown).toEqual(
      expect.arrayContaining(['reportsPage', 'weeklySummariesReport', 'userManagement', 'projects']),
    );
    expect(shown).not.toContain('badgeManagement');
    expect(shown).not.toContain('teams');
  });

  it.each(['emailOutbox', 'scheduledJobs', 'auditLog'])(
    'shows %s to Owners only, whatever permissions others hold',
    (id) => {
      expect(ids(visibleMenu(withRole('Owner'), { displayUserId: 'o1' }))).toContain(id);
      for (const role of ROLES.filter((candidate) => candidate !== 'Owner'))
        expect(ids(visibleMenu(withRole(role, [...PERMISSIONS]), { displayUserId: 'x' }))).not.toContain(id);
    },
  );

  it('hides Update Password on a protected account', () => {
    const shown = ids(
      visibleMenu(withRole('Administrator'), { displayUserId: 'a1', isProtectedAccount: true }),
    );
    expect(shown).not.toContain('updatePassword');
  });
});

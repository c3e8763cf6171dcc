import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  isPermission,
  permissionEntry,
} from './permissionCatalogue';
import {
  DEFAULT_ROLE_PERMISSIONS,
  INVENTORY_PERMISSIONS,
  ROLES,
  TEAM_ROLE_LABELS,
  parseRole,
  type Role,
} from './roles';

const distinct = (list: readonly string[]) => new Set(list);

describe('default role permissions', () => {
  it.each([
    ['Volunteer', 1],
    ['Mentor', 18],
    ['Manager', 21],
    ['Core Team', 21],
    ['Administrator', 91],
    ['Owner', 104],
  ] as const)('gives %s %i distinct permissions', (role, count) => {
    expect(DEFAULT_ROLE_PERMISSIONS[role]).toHaveLength(count);
    expect(distinct(DEFAULT_ROLE_PERMISSIONS[role]).size).toBe(count);
  });

  it('covers 105 distinct permissions across all roles', () => {
    expect(distinct(ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role])).size).toBe(105);
  });

  it('gives the Owner everything an Administrator has', () => {
    const owner = distinct(DEFAULT_ROLE_PERMISSIONS.Owner);
    for (const permission of DEFAULT_ROLE_PERMISSIONS.Administrator) expect(owner.has(permission)).toBe(true);
  });

  it('lets Administrators send e-mails (spec 002) but keeps role editing and task review away from them', () => {
    const admin = distinct(DEFAULT_ROLE_PERMISSIONS.Administrator);
    expect(admin.has('sendEmails')).toBe(true);
    for (const permission of [
      'postRole',
      'putRole',
      'deleteRole',
      'resolveTask',
      'suggestTask',
      'putReviewStatus',
      'addDeleteEditOwners',
      'editHeaderMessage',
    ]) {
      expect(admin.has(permission)).toBe(false);
    }
    expect(admin.has('putUserProfilePermissions')).toBe(true);
    expect(admin.has('interactWithPauseUserButton')).toBe(true);
  });

  it('matches the memberships of the smaller roles', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Volunteer).toEqual(['suggestTask']);
    expect(DEFAULT_ROLE_PERMISSIONS.Manager).toContain('putTeam');
    expect(DEFAULT_ROLE_PERMISSIONS.Manager).not.toContain('getReports');
    expect(DEFAULT_ROLE_PERMISSIONS['Core Team']).toContain('accessHgnSkillsDashboard');
    expect(DEFAULT_ROLE_PERMISSIONS['Core Team']).not.toContain('suggestTask');
    expect(DEFAULT_ROLE_PERMISSIONS.Mentor).toContain('getReporteesLimitRoles');
    expect(DEFAULT_ROLE_PERMISSIONS.Owner).not.toContain('getReporteesLimitRoles');
    for (const role of ['Mentor', 'Manager', 'Core Team', 'Administrator', 'Owner'] satisfies Role[]) {
      expect(DEFAULT_ROLE_PERMISSIONS[role]).toEqual(expect.arrayContaining([...INVENTORY_PERMISSIONS]));
    }
    expect(INVENTORY_PERMISSIONS).toHaveLength(13);
  });
});

describe('permission catalogue', () => {
  it('lists every default permission and the client-only ones, each once', () => {
    const keys = distinct(PERMISSIONS);
    expect(keys.size).toBe(PERMISSIONS.length);
    for (const role of ROLES)
      for (const permission of DEFAULT_ROLE_PERMISSIONS[role]) expect(keys.has(permission)).toBe(true);
    const clientOnly = [
      'seeSummaryIndicator',
      'seeVisibilityIcon',
      'deleteTimeEntryOthers',
      'deleteTimeEntryOwn',
      'toggleTangibleTime',
      'editProject',
      'canDeleteTask',
      'getWeeklyVolunteerSummary',
      'sendEmailToAll',
    ];
    for (const permission of clientOnly) expect(isPermission(permission)).toBe(true);
    expect(PERMISSIONS).toHaveLength(105 + clientOnly.length);
  });

  it('describes every permission in a known group', () => {
    for (const entry of PERMISSION_CATALOGUE) {
      expect(PERMISSION_GROUPS).toContain(entry.group);
      expect(entry.label.length).toBeGreaterThan(0);
      expect(entry.description).toMatch(/\.$/);
    }
    expect(permissionEntry('postInvType')).toMatchObject({ group: 'Inventory' });
    expect(permissionEntry('sendEmails')).toMatchObject({ group: 'Emails & jobs' });
    expect(isPermission('')).toBe(false);
  });
});

describe('roles', () => {
  it('reads the older CoreTeam spelling and refuses team-only labels', () => {
    expect(parseRole('CoreTeam')).toBe('Core Team');
    expect(parseRole('Owner')).toBe('Owner');
    expect(parseRole('Assistant Manager')).toBeUndefined();
    expect(TEAM_ROLE_LABELS).toContain('Assistant Manager');
  });
});

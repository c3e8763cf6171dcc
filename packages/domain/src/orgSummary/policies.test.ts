import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from '../permissions/roles';
import { mayReadOrgSummary } from './policies';

const actor = (role: Role, extra: readonly string[] = []): Actor => ({
  userId: role.toLowerCase(),
  role,
  permissions: new Set([...DEFAULT_ROLE_PERMISSIONS[role], ...extra]),
});

describe('mayReadOrgSummary', () => {
  it('admits the five roles of the page and refuses a Volunteer', () => {
    const admitted = ROLES.filter((role) => mayReadOrgSummary(actor(role)));
    expect(admitted.sort()).toEqual(['Administrator', 'Core Team', 'Manager', 'Mentor', 'Owner']);
  });

  it('admits a Volunteer given getWeeklySummaries', () => {
    expect(mayReadOrgSummary(actor('Volunteer', ['getWeeklySummaries']))).toBe(true);
  });
});

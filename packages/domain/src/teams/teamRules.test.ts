import { describe, expect, it } from 'vitest';
import {
  canReduceVisibilityOf,
  filterTeamMembers,
  isEmphasisedTeamRole,
  isSameTeamName,
  nextMemberDateSort,
  sortTeamMembers,
  teamRoleRank,
} from './teamRules';

const member = (firstName: string, role: string, addDateTime: string, isActive = true) => ({
  firstName,
  lastName: 'X',
  role,
  isActive,
  addDateTime,
});

describe('team names', () => {
  it('match ignoring case and every kind of whitespace', () => {
    expect(isSameTeamName('Garden Crew', ' garden  crew ')).toBe(true);
    expect(isSameTeamName('Garden Crew', 'GARDEN\tCREW')).toBe(true);
    expect(isSameTeamName('GardenCrew', 'Garden Crews')).toBe(false);
  });
});

describe('team role order', () => {
  it('runs owner, administrator, core team, manager, mentor, assistant manager, volunteer', () => {
    const roles = [
      'Volunteer',
      'Mentor',
      'Owner',
      'Assistant Manager',
      'Core Team',
      'Manager',
      'Administrator',
    ];
    expect([...roles].sort((a, b) => teamRoleRank(a) - teamRoleRank(b))).toEqual([
      'Owner',
      'Administrator',
      'Core Team',
      'Manager',
      'Mentor',
      'Assistant Manager',
      'Volunteer',
    ]);
    expect(teamRoleRank('Gardener')).toBeGreaterThan(teamRoleRank('Volunteer'));
  });

  it('shows Manager, Mentor and Assistant Manager in bold', () => {
    expect(['Manager', 'Mentor', 'Assistant Manager'].every(isEmphasisedTeamRole)).toBe(true);
    expect(['Owner', 'Volunteer', 'Core Team'].some(isEmphasisedTeamRole)).toBe(false);
  });

  it('never reduces the visibility of an Owner, Administrator or Core Team member', () => {
    expect(['Owner', 'Administrator', 'Core Team'].some(canReduceVisibilityOf)).toBe(false);
    expect(['Manager', 'Mentor', 'Volunteer'].every(canReduceVisibilityOf)).toBe(true);
  });
});

describe('the members dialog', () => {
  const members = [
    member('Vera', 'Volunteer', '2024-01-03T00:00:00Z'),
    member('Olga', 'Owner', '2024-01-05T00:00:00Z'),
    member('Mona', 'Manager', '2024-01-01T00:00:00Z', false),
    member('Abe', 'Volunteer', '2024-01-02T00:00:00Z'),
  ];

  it('cycles the date sort 0, 1, -1 and back to 0', () => {
    expect(nextMemberDateSort(0)).toBe(1);
    expect(nextMemberDateSort(1)).toBe(-1);
    expect(nextMemberDateSort(-1)).toBe(0);
  });

  it('groups by role at 0, then oldest first at 1 and newest first at -1', () => {
    expect(sortTeamMembers(members, 0).map((m) => m.firstName)).toEqual(['Olga', 'Mona', 'Abe', 'Vera']);
    expect(sortTeamMembers(members, 1).map((m) => m.firstName)).toEqual(['Mona', 'Abe', 'Vera', 'Olga']);
    expect(sortTeamMembers(members, -1).map((m) => m.firstName)).toEqual(['Olga', 'Vera', 'Abe', 'Mona']);
  });

  it('shows inactive members at 0, active ones at 1 and everyone at 2', () => {
    expect(filterTeamMembers(members, 0).map((m) => m.firstName)).toEqual(['Mona']);
    expect(filterTeamMembers(members, 1)).toHaveLength(3);
    expect(filterTeamMembers(members, 2)).toHaveLength(4);
  });
});

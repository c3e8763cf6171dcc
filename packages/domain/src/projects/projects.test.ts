import { describe, expect, it } from 'vitest';
import { projectMessages } from '../messages/projects.messages';
import { hasExactProjectMatch, isSameProjectName, matchProjects } from './projectRules';
import { projectCreateInput, projectMembersInput, projectUpdateInput } from './projects.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const named = (...names: string[]) => names.map((projectName) => ({ projectName }));

describe('project schemas', () => {
  it('asks for a name and defaults the category to Unspecified', () => {
    expect(firstMessage(projectCreateInput.safeParse({ projectName: ' ' }))).toBe(
      projectMessages.nameRequiredToCreate,
    );
    expect(projectCreateInput.parse({ projectName: 'Solar' })).toEqual({
      projectName: 'Solar',
      projectCategory: 'Unspecified',
      isActive: true,
    });
  });

  it('refuses a category outside the list', () => {
    expect(projectCreateInput.safeParse({ projectName: 'Solar', projectCategory: 'Gardening' }).success).toBe(
      false,
    );
    expect(projectUpdateInput.safeParse({ category: 'Food' }).success).toBe(true);
  });

  it('needs at least one well-formed assignment', () => {
    expect(projectMembersInput.safeParse({ users: [] }).success).toBe(false);
    expect(projectMembersInput.safeParse({ users: [{ userId: 'x', operation: 'Assign' }] }).success).toBe(
      false,
    );
  });
});

describe('project names', () => {
  it('are duplicates ignoring case', () => {
    expect(isSameProjectName('Solar Roof', ' solar roof')).toBe(true);
    expect(isSameProjectName('Solar Roof', 'SolarRoof')).toBe(false);
  });

  it('autocomplete ignoring case and whitespace, at most ten', () => {
    expect(
      matchProjects(named('Solar Roof', 'Garden', 'Roof Repair'), 'ROOF').map((p) => p.projectName),
    ).toEqual(['Solar Roof', 'Roof Repair']);
    expect(matchProjects(named('Solar Roof'), 'solarr oof')).toHaveLength(1);
    expect(
      matchProjects(named(...Array.from({ length: 15 }, (_, i) => `Project ${i}`)), 'project'),
    ).toHaveLength(10);
  });

  it('offers creation unless the name exists exactly', () => {
    expect(hasExactProjectMatch(named('Solar Roof'), 'solar  roof')).toBe(true);
    expect(hasExactProjectMatch(named('Solar Roof'), 'Solar')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildingMessages } from '../messages/buildingManagement.messages';
import { buildingProjectCreateInput, buildingProjectUpdateInput } from './buildingProjects.schema';

const manager = '6f1c1f8e-4b59-4a9e-9c55-2d4f4a0e8b11';
const member = '0d6f0c2a-1f43-4f0e-8d6f-7a1b2c3d4e5f';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a new building project', () => {
  it('needs only a name, trimmed, and is otherwise an active project without people', () => {
    expect(buildingProjectCreateInput.parse({ name: '  Earthbag Village ' })).toEqual({
      name: 'Earthbag Village',
      location: '',
      template: '',
      isActive: true,
      buildingManager: null,
      members: [],
    });
  });

  it('refuses a missing or blank name with the form message', () => {
    expect(firstMessage(buildingProjectCreateInput.safeParse({}))).toBe(buildingMessages.projectNameRequired);
    expect(firstMessage(buildingProjectCreateInput.safeParse({ name: '   ' }))).toBe(
      buildingMessages.projectNameRequired,
    );
  });

  it('takes a manager and members with their hours', () => {
    const parsed = buildingProjectCreateInput.parse({
      name: 'Site',
      buildingManager: manager,
      members: [{ user: member, hours: 12.5 }, { user: manager }],
    });
    expect(parsed.members).toEqual([
      { user: member, hours: 12.5 },
      { user: manager, hours: 0 },
    ]);
  });

  it('refuses people who are not ids, a member listed twice and negative hours', () => {
    expect(firstMessage(buildingProjectCreateInput.safeParse({ name: 'Site', buildingManager: 'x' }))).toBe(
      buildingMessages.chooseValidPerson,
    );
    expect(
      firstMessage(
        buildingProjectCreateInput.safeParse({
          name: 'Site',
          members: [{ user: member }, { user: member.toUpperCase() }],
        }),
      ),
    ).toBe(buildingMessages.memberListedTwice);
    expect(
      buildingProjectCreateInput.safeParse({ name: 'Site', members: [{ user: member, hours: -1 }] }).success,
    ).toBe(false);
  });

  it('refuses texts longer than their bound and values of the wrong type', () => {
    expect(buildingProjectCreateInput.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(buildingProjectCreateInput.safeParse({ name: 'Site', location: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(buildingProjectCreateInput.safeParse({ name: 7 }).success).toBe(false);
    expect(buildingProjectCreateInput.safeParse({ name: 'Site', isActive: 'yes' }).success).toBe(false);
  });
});

describe('a change to a building project', () => {
  it('carries only what is changed; a null manager removes the manager', () => {
    expect(buildingProjectUpdateInput.parse({})).toEqual({});
    expect(buildingProjectUpdateInput.parse({ buildingManager: null, isActive: false })).toEqual({
      buildingManager: null,
      isActive: false,
    });
  });
});

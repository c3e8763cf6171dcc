import { describe, expect, it } from 'vitest';
import { teamMessages } from '../messages/teams.messages';
import { memberVisibilityInput, teamCreateInput, teamMemberInput, teamUpdateInput } from './teams.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('team schemas', () => {
  it('asks for a team name', () => {
    expect(firstMessage(teamCreateInput.safeParse({ teamName: '   ' }))).toBe(teamMessages.nameRequired);
    expect(firstMessage(teamCreateInput.safeParse({}))).toBe(teamMessages.nameRequired);
    expect(teamCreateInput.parse({ teamName: ' Garden ' })).toEqual({ teamName: 'Garden', isActive: true });
  });

  it('accepts an empty team code and refuses a malformed one', () => {
    expect(teamUpdateInput.parse({ teamCode: '' })).toEqual({ teamCode: '' });
    expect(firstMessage(teamUpdateInput.safeParse({ teamCode: 'AB' }))).toBe(teamMessages.teamCodeMissing);
  });

  it('asks for a valid user when adding a member', () => {
    expect(firstMessage(teamMemberInput.safeParse({ userId: 'nobody', operation: 'Assign' }))).toBe(
      teamMessages.chooseValidUser,
    );
    expect(teamMemberInput.safeParse({ userId: crypto.randomUUID(), operation: 'Remove' }).success).toBe(
      false,
    );
  });

  it('needs a boolean visibility', () => {
    const ids = { userId: crypto.randomUUID(), teamId: crypto.randomUUID() };
    expect(memberVisibilityInput.safeParse({ ...ids, visibility: 'yes' }).success).toBe(false);
    expect(memberVisibilityInput.safeParse({ ...ids, visibility: false }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { leaderboardMessages } from './index';

// The spec's texts, typed out again here on purpose: a change to a catalogue entry must be deliberate.
describe('leaderboard messages', () => {
  it('keeps the texts and spelling of the original', () => {
    expect(leaderboardMessages).toEqual({
      loading: 'Please wait for the users to appear in the Leaderboard table.',
      noTeams: 'Please, create a team to use the filter.',
      teamWithoutMembers: 'You have not selected a team or the selected team does not have any members.',
      teamMembersFailed: 'Error fetching team members',
      updated: 'Successfuly updated leaderboard',
    });
  });
});

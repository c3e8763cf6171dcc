// Texts of the leaderboard, quoted by the spec word for word (spec 001 section 8), its spelling kept.
export const leaderboardMessages = {
  loading: 'Please wait for the users to appear in the Leaderboard table.',
  noTeams: 'Please, create a team to use the filter.',
  teamWithoutMembers: 'You have not selected a team or the selected team does not have any members.',
  teamMembersFailed: 'Error fetching team members',
  updated: 'Successfuly updated leaderboard',
} as const;

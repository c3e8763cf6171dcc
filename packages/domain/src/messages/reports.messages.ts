// Texts of the reports pages (`/reports`, `/peoplereport/:userId`, `/projectreport/:projectId`,
// `/teamreport/:teamId`) and of the refusals of their endpoints; `exportFailed` is every report's.
export const reportsMessages = {
  personNotFound: 'There is no person with this id.',
  projectNotFound: 'There is no project with this id.',
  teamNotFound: 'There is no team with this id.',
  loadFailed: 'The report could not be loaded. Please try again.',
  listsLoadFailed: 'The lists of people, projects and teams could not be loaded. Please try again.',
  noHours: 'No time was logged in this period.',
  noMatches: 'Nothing matches this search.',
  noMembers: 'This team has no members.',
  noLostTime: 'No lost time was logged for this person in this period.',
  lostTimeLoading: 'Loading the lost time…',
  exportFailed: 'The table could not be exported. Please try again.',
} as const;

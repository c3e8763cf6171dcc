// Texts of the Total Org Summary page (`/totalorgsummary`) and of the refusals of its endpoints.
export const orgSummaryMessages = {
  dateRequired: 'Please enter a date.',
  invalidDate: 'Please enter a valid date.',
  startAfterEnd: 'The start date must not be after the end date.',
  periodTooLong: (days: number): string =>
    `Please choose a period of at most ${days.toLocaleString('en-US')} days.`,
  tooEarly: (day: string): string => `Please choose dates from ${day} on.`,
  comparisonIncomplete: 'Please enter both dates of the comparison period, or neither.',
  membersMinimum: (max: number): string =>
    `Please enter a whole number of members from 0 to ${max.toLocaleString('en-US')}.`,
  loadFailed: 'The summary could not be loaded. Please try again.',
  noTeams: 'No team has that many active members.',
  noProjects: 'No time was logged on projects and no task was open in this period.',
  noHours: 'No time was logged in this period.',
  noProject: 'No project',
  noCategory: 'Unspecified',
} as const;

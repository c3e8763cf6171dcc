// Texts of time-off requests, quoted by the spec word for word (including its spelling: users and the
// existing client match on these strings).
export const timeOffRequestMessages = {
  /** The days as the app shows them (MM/DD/YYYY, Pacific). */
  overlapsScheduled: (firstDay: string, lastDay: string): string =>
    `This time off overlaps the time off already scheduled from ${firstDay} to ${lastDay}. Choose other dates or change that request.`,
  startInPast: 'The starting date cannot be in the past.',
} as const;

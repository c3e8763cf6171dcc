// Texts of badges, quoted by the spec word for word (including its spelling: users and the
// existing client match on these strings).
export const badgeMessages = {
  assigned: 'Woohoo! Badges assigned. Keep up the great work!',
  assignFailed: 'Oops, something is wrong!',
  youHaveNone: 'You have no badges.',
  personHasNone: 'This person has no badges.',
  countDatesMismatch:
    'The count of this badge does not match the number of dates it was earned, because some earned dates were not recorded.',
  personalMaxType: 'Personal Max',
} as const;

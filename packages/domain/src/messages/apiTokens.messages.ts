// Personal API tokens: the refusals the server answers and the words of the "API tokens" page.
export const apiTokenMessages = {
  nameRequired: 'Please give the token a name.',
  tooMany: (max: number) =>
    `You have ${max} live API tokens, the most you may hold. Revoke one before making another.`,
  notFound: 'No such API token of yours.',
  readOnly: 'This API token may only read: it cannot be used to change anything.',
  signInOnly: 'API tokens cannot be used here: sign in to do this.',
  created: 'API token created',
  revoked: 'API token revoked',
  shownOnce: 'Copy this token now: you will not see it again.',
  empty: 'You have no API tokens.',
} as const;

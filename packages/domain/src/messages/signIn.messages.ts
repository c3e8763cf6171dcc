// Sign-in and session texts, apart from the other auth texts (auth.messages.ts) so that the sign-in page,
// the first thing a browser downloads, carries only these (apps/web/README.md, the bundle budget).
// Server bodies are kept word for word because the original client matches on them.

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  invalidRequest: 'Invalid request',
  usernameNotFound: 'Username not found.',
  accountInactive:
    'Sorry, this account is no longer active. If you feel this is in error, please contact your Manager and/or Administrator.',
  invalidPassword: 'Invalid password.',
  unauthorizedRequest: 'Unauthorized request',
  invalidToken: 'Invalid token',
  userDoesNotExist: 'User does not exist',
  portalEmailMismatch: 'Email must match current login. Please try again.',
  portalPasswordMismatch: 'Password must match current login. Please try again.',
  portalPasswordTooShort: 'Password must be at least 8 characters.',
} as const;

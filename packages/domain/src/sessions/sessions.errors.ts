import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the sessions' endpoints beyond the common ones. */
export const SESSIONS_ERRORS = {
  SESSION_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type SessionsErrorCode = keyof typeof SESSIONS_ERRORS;

export const sessionsMessages = {
  notFound: 'You have no active session with that id.',
  ended: 'That session has been signed out.',
  endedOthers: (count: number) =>
    count === 1 ? 'One other session has been signed out.' : `${count} other sessions have been signed out.`,
} as const;

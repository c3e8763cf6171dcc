import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the invitation and profile set-up endpoints beyond the common ones. */
export const INVITATIONS_ERRORS = {
  INVITATION_NOT_FOUND: 404,
  // The original answers an address already in use with 400 `EMAIL_IN_USE`, at invitation and set-up.
  EMAIL_IN_USE: 400,
  RATE_LIMITED: 429,
  // Why a set-up link cannot be used (`SETUP_TOKEN_REASONS`; its NOT_FOUND is a common code).
  SETUP_ALREADY_COMPLETED: 400,
  CANCELLED: 400,
  EXPIRED: 400,
  // The set-up itself answers an unknown link with 400 `Invalid token`, as the original did, where
  // checking the link answers it with the common NOT_FOUND.
  SETUP_TOKEN_UNKNOWN: 400,
} as const satisfies ErrorStatuses;
export type InvitationsErrorCode = keyof typeof INVITATIONS_ERRORS;

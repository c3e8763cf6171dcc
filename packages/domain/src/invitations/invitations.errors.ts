/** Every refusal of the invitation and profile set-up endpoints beyond the common ones. */
export const INVITATIONS_ERROR_CODES = [
  'INVITATION_NOT_FOUND',
  'EMAIL_IN_USE',
  'RATE_LIMITED',
  // Why a set-up link cannot be used (`SETUP_TOKEN_REASONS`; its NOT_FOUND is a common code).
  'SETUP_ALREADY_COMPLETED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type InvitationsErrorCode = (typeof INVITATIONS_ERROR_CODES)[number];

import type { SetupInvitationJson, ValidSetupToken } from '@hgn/domain/invitations';
import type { InvitationRow } from './invitations.repo.js';

/** An invitation as the pending list shows it; the token exists only in the e-mailed link. */
export const presentInvitation = (row: InvitationRow): SetupInvitationJson => ({
  _id: row.id,
  email: row.email,
  weeklyCommittedHours: row.weeklyCommittedHours,
  expiration: row.expiresAt.toISOString(),
  createdDate: row.createdAt.toISOString(),
  isCancelled: row.cancelledAt !== null,
});

/** What the set-up page learns from a usable link. */
export const presentValidToken = (row: InvitationRow): ValidSetupToken => ({
  email: row.email,
  weeklyCommittedHours: row.weeklyCommittedHours,
  expiration: row.expiresAt.toISOString(),
  createdDate: row.createdAt.toISOString(),
  isCancelled: false,
  isSetupCompleted: false,
});

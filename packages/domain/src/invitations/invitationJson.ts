// Invitations in the original API's shapes. The server's presenters return these; the web reads them.
import { z } from 'zod';

/** A pending invitation in the list of `GET /api/getSetupInvitation`; the token is only in the e-mail. */
export const setupInvitationJson = z.strictObject({
  _id: z.string(),
  email: z.string(),
  weeklyCommittedHours: z.number(),
  expiration: z.iso.datetime(),
  createdDate: z.iso.datetime(),
  isCancelled: z.boolean(),
});
export type SetupInvitationJson = z.infer<typeof setupInvitationJson>;

/** The answer of `POST /api/validateToken` for a usable link. */
export const validSetupToken = z.strictObject({
  email: z.string(),
  weeklyCommittedHours: z.number(),
  expiration: z.iso.datetime(),
  createdDate: z.iso.datetime(),
  isCancelled: z.literal(false),
  isSetupCompleted: z.literal(false),
});
export type ValidSetupToken = z.infer<typeof validSetupToken>;

export const invitationSentJson = z.strictObject({ sent: z.literal(true) });
export type InvitationSentJson = z.infer<typeof invitationSentJson>;

/** The answer of cancelling or sending again: the server's sentence and the invitation as it now is. */
export const invitationChangedJson = z.strictObject({
  message: z.string(),
  invitation: setupInvitationJson,
});
export type InvitationChangedJson = z.infer<typeof invitationChangedJson>;

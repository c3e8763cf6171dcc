import { setupMessages, shellMessages } from '@hgn/domain/messages';
import { isApiError } from '../../shared/api/apiError';
import { refusalCode } from '../../shared/api/call';
import { invitationsEndpoints } from '../../shared/api/endpoints/invitations';

export type InvitationFailure =
  { field: 'email' | 'weeklyCommittedHours'; message: string } | { field: 'form'; message: string };

/** Where a refused invitation shows its words: a taken address on the e-mail field, the rest above the form. */
export function invitationFailure(error: unknown): InvitationFailure {
  if (!isApiError(error)) return { field: 'form', message: shellMessages.unexpectedError };
  // Inviting and sending again refuse alike.
  const code =
    refusalCode(error, invitationsEndpoints.invite) ?? refusalCode(error, invitationsEndpoints.refresh);
  if (code === 'EMAIL_IN_USE') return { field: 'email', message: setupMessages.invitationEmailInUse };
  const { field } = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    field?: unknown;
  };
  if (
    code === 'VALIDATION_FAILED' &&
    (field === 'email' || field === 'weeklyCommittedHours') &&
    error.serverMessage
  )
    return { field, message: error.serverMessage };
  return { field: 'form', message: error.serverMessage ?? shellMessages.unexpectedError };
}

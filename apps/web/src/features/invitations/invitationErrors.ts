import { setupMessages, shellMessages } from '@hgn/domain/messages';
import { isApiError } from '../../shared/api/apiError';

export type InvitationFailure =
  { field: 'email' | 'weeklyCommittedHours'; message: string } | { field: 'form'; message: string };

/** Where a refused invitation shows its words: a taken address on the e-mail field, the rest above the form. */
export function invitationFailure(error: unknown): InvitationFailure {
  if (!isApiError(error)) return { field: 'form', message: shellMessages.unexpectedError };
  const { code, field } = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    code?: unknown;
    field?: unknown;
  };
  if (code === setupMessages.serverEmailInUseCode || error.serverError === setupMessages.serverEmailInUseCode)
    return { field: 'email', message: setupMessages.invitationEmailInUse };
  if (error.status === 400 && (field === 'email' || field === 'weeklyCommittedHours') && error.serverMessage)
    return { field, message: error.serverMessage };
  return { field: 'form', message: error.serverMessage ?? shellMessages.unexpectedError };
}

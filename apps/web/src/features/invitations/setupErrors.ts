import { setupMessages, shellMessages } from '@hgn/domain/messages';
import { isApiError } from '../../shared/api/apiError';
import { refusalCode } from '../../shared/api/call';
import { invitationsEndpoints } from '../../shared/api/endpoints/invitations';

/** The set-up form's fields a server answer may name. */
export const SETUP_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'password',
  'jobTitle',
  'collaborationPreference',
  'timeZone',
  'location.userProvided',
  'homeCountry',
  'profilePicture',
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

export type SetupFailure = { field: SetupField; message: string } | { field: 'form'; message: string };

const isSetupField = (value: unknown): value is SetupField =>
  typeof value === 'string' && (SETUP_FIELDS as readonly string[]).includes(value);

/**
 * Where a refused set-up shows its words: an address already taken gets the spec's sentence, a field
 * the server names gets its text, anything else (a link that expired meanwhile) goes above the form.
 */
export function setupFailure(error: unknown): SetupFailure {
  if (!isApiError(error)) return { field: 'form', message: shellMessages.unexpectedError };
  const code = refusalCode(error, invitationsEndpoints.completeSetup);
  if (code === 'EMAIL_IN_USE') return { field: 'form', message: setupMessages.emailInUse };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    field?: unknown;
  };
  const field = body.field === 'location' ? 'location.userProvided' : body.field;
  if (code === 'VALIDATION_FAILED' && isSetupField(field) && error.serverMessage)
    return { field, message: error.serverMessage };
  return { field: 'form', message: error.serverMessage ?? shellMessages.unexpectedError };
}

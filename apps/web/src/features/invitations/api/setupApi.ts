import type { ProfileSetupInput } from '@hgn/domain/auth';
import { call } from '../../../shared/api/call';
import { invitationsEndpoints as invitations } from '../../../shared/api/endpoints/invitations';
import { locationsEndpoints as locations } from '../../../shared/api/endpoints/locations';

// Plain calls: the set-up page is for someone who has no account yet and needs no data cache.

/** The invitation behind a set-up link, or an ApiError whose code says why the link cannot be used. */
export const validateSetupToken = (token: string, signal?: AbortSignal) =>
  call(invitations.validateToken, { body: { token } }, { signal });

/** "Get Time Zone": the places a typed location can mean; the invitation token stands in for a session. */
export const lookUpLocation = (location: string, token: string) =>
  call(locations.lookupForSetup, { params: { location }, body: { token } });

/** Creates the volunteer and answers with their first session token. */
export const completeProfileSetup = (setup: ProfileSetupInput) =>
  call(invitations.completeSetup, { body: setup });

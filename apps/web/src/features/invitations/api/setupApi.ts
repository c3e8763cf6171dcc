import type { LocationLookupResult } from '@hgn/domain/locations';
import type { ProfileSetupInput, ValidSetupToken } from '@hgn/domain/auth';
import { api } from '../../../shared/api/api';

// Plain calls: the set-up page is for someone who has no account yet and needs no data cache.

/** The invitation behind a set-up link, or an ApiError whose body says why the link cannot be used. */
export const validateSetupToken = (token: string, signal?: AbortSignal): Promise<ValidSetupToken> =>
  api.post<ValidSetupToken>('/validateToken', { token }, { signal });

/** "Get Time Zone": the places a typed location can mean; the invitation token stands in for a session. */
export const lookUpLocation = (location: string, token: string): Promise<LocationLookupResult> =>
  api.post<LocationLookupResult>(`/timezone/${encodeURIComponent(location)}`, { token });

/** Creates the volunteer and answers with their first session token. */
export const completeProfileSetup = (setup: ProfileSetupInput): Promise<{ token: string }> =>
  api.post<{ token: string }>('/ProfileInitialSetup', setup);

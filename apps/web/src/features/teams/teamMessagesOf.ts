import { teamMessages } from '@hgn/domain/messages';
import { isApiError } from '../../app/api/apiError';

const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Why a team could not be created, in the spec's words: 403 is a duplicate name (shown on the form),
 * no answer within the time limit is 'No response received from the server', anything else the generic text.
 */
export function createTeamFailure(error: unknown): { field: 'teamName' | null; message: string } {
  if (isApiError(error) && error.status === 403)
    return { field: 'teamName', message: teamMessages.nameTaken };
  if (isTimeout(error) || (isApiError(error) && error.isNetworkFailure))
    return { field: null, message: teamMessages.noResponse };
  return { field: null, message: teamMessages.createFailed };
}

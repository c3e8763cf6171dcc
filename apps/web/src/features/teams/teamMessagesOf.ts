import { teamMessages } from '@hgn/domain/messages';
import { isApiError } from '../../shared/api/apiError';
import { refusalCode } from '../../shared/api/call';
import { teamsEndpoints } from '../../shared/api/endpoints/teams';

const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Why a team could not be created, in the spec's words: a name in use is said on the form,
 * no answer within the time limit is 'No response received from the server', anything else the generic text.
 */
export function createTeamFailure(error: unknown): { field: 'teamName' | null; message: string } {
  if (refusalCode(error, teamsEndpoints.create) === 'TEAM_NAME_TAKEN')
    return { field: 'teamName', message: teamMessages.nameTaken };
  if (isTimeout(error) || (isApiError(error) && error.isNetworkFailure))
    return { field: null, message: teamMessages.noResponse };
  return { field: null, message: teamMessages.createFailed };
}

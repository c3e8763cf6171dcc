import { describe, expect, it } from 'vitest';
import { teamMessages } from '@hgn/domain/messages';
import { ApiError } from '../../shared/api/apiError';
import { createTeamFailure } from './teamMessagesOf';

describe('a failed team creation', () => {
  it('is a duplicate name on TEAM_NAME_TAKEN, shown on the name field', () => {
    expect(
      createTeamFailure(
        new ApiError(403, 'Forbidden', { error: 'Team Name "A" already exists', code: 'TEAM_NAME_TAKEN' }),
      ),
    ).toEqual({
      field: 'teamName',
      message: teamMessages.nameTaken,
    });
  });

  it('is "no response" after the time limit or without an answer', () => {
    expect(createTeamFailure(new DOMException('late', 'TimeoutError')).message).toBe(teamMessages.noResponse);
    expect(createTeamFailure(new ApiError(0, 'Network error', undefined)).message).toBe(
      teamMessages.noResponse,
    );
  });

  it('is the generic error otherwise', () => {
    expect(createTeamFailure(new ApiError(400, 'Bad Request', {})).message).toBe(teamMessages.createFailed);
  });
});

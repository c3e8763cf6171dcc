import { describe, expect, it } from 'vitest';
import { forgotPasswordMessages, passwordMessages } from '@hgn/domain/messages';
import { ApiError } from '../../../shared/api/apiError';
import { forcedChangeFailure, forgotPasswordFailure } from './recoveryErrors';

describe('forgotPasswordFailure', () => {
  it('answers a refused request with the spec sentence', () => {
    expect(
      forgotPasswordFailure(
        new ApiError(400, 'Bad Request', { error: 'No Valid user was found', code: 'NO_VALID_USER' }),
      ),
    ).toBe(forgotPasswordMessages.failed);
  });

  it('passes on how long to wait after too many requests', () => {
    const error = new ApiError(429, 'Too Many Requests', {
      error: 'Too Many Requests',
      message: 'Wait 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(forgotPasswordFailure(error)).toBe('Wait 60 minutes.');
  });

  it('leaves failures the api client already reported alone', () => {
    expect(forgotPasswordFailure(new ApiError(0, 'Network error', undefined))).toBeNull();
  });
});

describe('forcedChangeFailure', () => {
  it('puts a refused password on the new-password field', () => {
    const error = new ApiError(400, 'Bad Request', {
      error: passwordMessages.defaultPasswordReused,
      code: 'DEFAULT_PASSWORD_REUSED',
    });
    expect(forcedChangeFailure(error)).toEqual({
      field: 'newpassword',
      message: passwordMessages.defaultPasswordReused,
    });
  });

  it('asks to sign in again when the reset token is spent', () => {
    const error = new ApiError(403, 'Forbidden', {
      message: passwordMessages.resetTokenInvalid,
      code: 'INVALID_RESET_TOKEN',
    });
    expect(forcedChangeFailure(error)).toEqual({
      field: 'form',
      message: passwordMessages.resetTokenInvalid,
      mustSignInAgain: true,
    });
  });

  it('says something went wrong otherwise', () => {
    for (const error of [
      new ApiError(404, 'Not Found', { message: 'User not found', code: 'USER_NOT_FOUND' }),
      new Error('boom'),
    ])
      expect(forcedChangeFailure(error)).toEqual({
        field: 'form',
        message: passwordMessages.forcedChangeFailed,
        mustSignInAgain: false,
      });
  });
});

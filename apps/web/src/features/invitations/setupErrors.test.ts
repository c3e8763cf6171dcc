import { describe, expect, it } from 'vitest';
import { setupMessages } from '@hgn/domain/messages';
import { ApiError } from '../../shared/api/apiError';
import { invitationFailure } from './invitationErrors';
import { setupFailure } from './setupErrors';

describe('setupFailure', () => {
  it('turns the server\'s "email already in use" into the spec sentence', () => {
    const error = new ApiError(400, 'Bad Request', { error: 'email already in use', code: 'EMAIL_IN_USE' });
    expect(setupFailure(error)).toEqual({ field: 'form', message: setupMessages.emailInUse });
    expect(setupMessages.emailInUse).toBe('This email is already in use, Please contact your manager');
  });

  it('puts a field the server names on that field', () => {
    const error = new ApiError(400, 'Bad Request', {
      error: 'Phone is not valid',
      message: 'Phone is not valid',
      field: 'phoneNumber',
      code: 'VALIDATION_FAILED',
    });
    expect(setupFailure(error)).toEqual({ field: 'phoneNumber', message: 'Phone is not valid' });
    const location = new ApiError(400, 'Bad Request', {
      message: 'Location is required',
      field: 'location',
      code: 'VALIDATION_FAILED',
    });
    expect(setupFailure(location)).toEqual({
      field: 'location.userProvided',
      message: 'Location is required',
    });
  });

  it('shows anything else above the form', () => {
    const error = new ApiError(400, 'Bad Request', {
      error: 'Token is expired',
      message: 'This invitation has expired.',
      code: 'EXPIRED',
    });
    expect(setupFailure(error)).toEqual({ field: 'form', message: 'This invitation has expired.' });
  });
});

describe('invitationFailure', () => {
  it('puts EMAIL_IN_USE on the e-mail field', () => {
    const error = new ApiError(400, 'Bad Request', { error: 'EMAIL_IN_USE', code: 'EMAIL_IN_USE' });
    expect(invitationFailure(error)).toEqual({ field: 'email', message: setupMessages.invitationEmailInUse });
  });

  it('shows a limit reached above the form', () => {
    const error = new ApiError(429, 'Too Many Requests', {
      error: 'Too Many Requests',
      message: 'Try again tomorrow.',
      code: 'RATE_LIMITED',
    });
    expect(invitationFailure(error)).toEqual({ field: 'form', message: 'Try again tomorrow.' });
  });
});

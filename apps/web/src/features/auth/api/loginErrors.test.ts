import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/apiError';
import { placeLoginError } from './loginErrors';

describe('placeLoginError', () => {
  it('puts a refused field’s words under the field the refusal names', () => {
    const refusal = (field: string) =>
      new ApiError(400, 'Bad Request', { message: 'Check this field.', code: 'VALIDATION_FAILED', field });
    expect(placeLoginError(refusal('email'))).toEqual({ field: 'email', message: 'Check this field.' });
    expect(placeLoginError(refusal('password'))).toEqual({ field: 'password', message: 'Check this field.' });
    expect(placeLoginError(refusal('captcha'))).toEqual({ field: 'form', message: 'Check this field.' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, isSessionRefusal, refusedField, serverSentence } from './apiError';

describe('the server sentence', () => {
  it('prefers the message, then the error, then the fallback', () => {
    expect(
      serverSentence(new ApiError(400, '', { message: 'Member is already a part of this team.' }), 'x'),
    ).toBe('Member is already a part of this team.');
    expect(serverSentence(new ApiError(403, '', { error: 'Not allowed' }), 'x')).toBe('Not allowed');
    expect(serverSentence(new ApiError(400, '', { message: '' }), 'fallback')).toBe('fallback');
    expect(serverSentence(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('a refusal', () => {
  it('carries the code the server sent, and none for a body without one', () => {
    expect(
      new ApiError(403, '', { error: 'Team Name "A" already exists', code: 'TEAM_NAME_TAKEN' }).code,
    ).toBe('TEAM_NAME_TAKEN');
    expect(new ApiError(400, '', 'plain text').code).toBeUndefined();
  });

  it('of the session is told apart by its code', () => {
    expect(isSessionRefusal(new ApiError(401, '', { code: 'INVALID_TOKEN' }))).toBe(true);
    expect(isSessionRefusal(new ApiError(401, '', { code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isSessionRefusal(new ApiError(403, '', { code: 'FORBIDDEN' }))).toBe(false);
  });
});

describe('the refused field', () => {
  it('is the field the refusal names', () => {
    expect(
      refusedField(new ApiError(400, '', { code: 'VALIDATION_FAILED', field: 'email', message: 'x' })),
    ).toBe('email');
  });

  it('is none when the refusal names no field, or names it otherwise than by text', () => {
    expect(refusedField(new ApiError(409, '', { code: 'CONFLICT', message: 'x' }))).toBeUndefined();
    expect(refusedField(new ApiError(400, '', { field: 3 }))).toBeUndefined();
    expect(refusedField(new ApiError(400, '', 'field'))).toBeUndefined();
    expect(refusedField(new ApiError(400, '', null))).toBeUndefined();
  });

  it('is none for a failure that is no refusal', () => {
    expect(refusedField(new Error('boom'))).toBeUndefined();
    expect(refusedField({ body: { field: 'email' } })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, serverSentence } from './apiError';

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

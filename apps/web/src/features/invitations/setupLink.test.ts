import { describe, expect, it } from 'vitest';
import { setupMessages } from '@hgn/domain/messages';
import { ApiError } from '../../shared/api/apiError';
import { setupLinkProblem } from './setupLink';

const refused = (status: number, body: unknown) => new ApiError(status, 'Refused', body);

describe('setupLinkProblem', () => {
  it('names each known reason', () => {
    for (const reason of ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'NOT_FOUND'])
      expect(
        setupLinkProblem(refused(reason === 'NOT_FOUND' ? 404 : 400, { error: reason, code: reason })),
      ).toBe(setupMessages.invalidLinkReason(reason));
    expect(setupMessages.invalidLinkReason('EXPIRED')).not.toBe(setupMessages.invalidLinkFallback);
  });

  it('decides on the code, never on the words', () => {
    expect(setupLinkProblem(refused(400, { error: 'CANCELLED' }))).toBe(setupMessages.invalidLinkFallback);
  });

  it('calls anything else an invalid link', () => {
    expect(setupLinkProblem(refused(400, { error: 'Invalid token', code: 'VALIDATION_FAILED' }))).toBe(
      setupMessages.invalidLinkFallback,
    );
    expect(setupLinkProblem(refused(500, 'oops'))).toBe(setupMessages.invalidLinkFallback);
    expect(setupLinkProblem(new Error('offline'))).toBe(setupMessages.invalidLinkFallback);
  });
});

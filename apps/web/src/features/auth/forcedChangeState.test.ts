import { describe, expect, it } from 'vitest';
import { forcedChangeState, readResetToken } from './forcedChangeState';

describe('the reset token in router state', () => {
  it('reads back what the sign-in page stored', () => {
    expect(readResetToken(forcedChangeState('abc'))).toBe('abc');
  });

  it('finds nothing when the page was opened directly', () => {
    for (const state of [null, undefined, 'abc', {}, { resetToken: '' }, { resetToken: 3 }])
      expect(readResetToken(state)).toBeNull();
  });
});

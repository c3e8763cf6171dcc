import { strongPassword } from '@hgn/domain/auth';
import { describe, expect, it } from 'vitest';
import { oneTimePassword } from './oneTimePassword.js';

describe('one-time passwords', () => {
  it('always pass the strongest password rule', () => {
    for (let i = 0; i < 200; i += 1) expect(strongPassword.safeParse(oneTimePassword()).success).toBe(true);
  });

  it('are different every time', () => {
    const drawn = new Set(Array.from({ length: 100 }, oneTimePassword));
    expect(drawn.size).toBe(100);
  });
});

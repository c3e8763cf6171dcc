import { describe, expect, it } from 'vitest';
import { isUuid } from '.';

describe('isUuid', () => {
  it('accepts row ids in either case and refuses anything else', () => {
    expect(isUuid('0b9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c')).toBe(true);
    expect(isUuid('0B9D3C2E-41F6-4B8E-9A0C-5D2E7F1A3B4C')).toBe(true);
    for (const value of ['', 'abc', '0b9d3c2e41f64b8e9a0c5d2e7f1a3b4c', 42, null, undefined])
      expect(isUuid(value)).toBe(false);
  });
});

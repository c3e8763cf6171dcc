import { describe, expect, it } from 'vitest';
import { isRestrictViolation, isUniqueViolation } from './sql-errors.js';

describe('SQL error states', () => {
  it('reads the state from the driver error or from the one the query builder wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('failed query'), { cause: { code: '23505' } }))).toBe(
      true,
    );
    expect(isRestrictViolation({ cause: { code: '23001' } })).toBe(true);
  });

  it('is false for other states and for anything that is not a database error', () => {
    expect(isUniqueViolation({ code: '23001' })).toBe(false);
    expect(isRestrictViolation({ code: '23503' })).toBe(false);
    for (const value of [null, undefined, 'text', 42, new Error('plain')]) {
      expect(isUniqueViolation(value)).toBe(false);
      expect(isRestrictViolation(value)).toBe(false);
    }
  });
});

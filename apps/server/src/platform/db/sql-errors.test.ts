import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  isStillReferenced,
  isUniqueViolation,
  refusedAs,
} from './sql-errors.js';

describe('SQL error states', () => {
  it('reads the state from the driver error or from the one the query builder wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('failed query'), { cause: { code: '23505' } }))).toBe(
      true,
    );
    expect(isStillReferenced({ cause: { code: '23001' } })).toBe(true);
    expect(isStillReferenced({ cause: { code: '23503' } })).toBe(true);
  });

  it('is false for other states and for anything that is not a database error', () => {
    expect(isUniqueViolation({ code: '23001' })).toBe(false);
    expect(isStillReferenced({ code: '23505' })).toBe(false);
    for (const value of [null, undefined, 'text', 42, new Error('plain')]) {
      expect(isUniqueViolation(value)).toBe(false);
      expect(isStillReferenced(value)).toBe(false);
    }
  });

  it('turns the named refusal into the rule’s error and lets everything else through', async () => {
    const taken = () => new Error('name taken');
    await expect(refusedAs(() => Promise.resolve(7), isUniqueViolation, taken)).resolves.toBe(7);
    await expect(
      refusedAs(
        () => Promise.reject(Object.assign(new Error('q'), { cause: { code: '23505' } })),
        isUniqueViolation,
        taken,
      ),
    ).rejects.toThrow('name taken');
    const other = Object.assign(new Error('connection lost'), { code: '08006' });
    await expect(refusedAs(() => Promise.reject(other), isUniqueViolation, taken)).rejects.toBe(other);
  });

  it('knows a database that cannot take the work now from a request that is wrong', () => {
    const noConnection = new DatabaseUnavailableError('busy');
    expect(isDatabaseUnavailable(noConnection)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('failed query'), { cause: noConnection }))).toBe(
      true,
    );
    for (const code of ['57014', '25P03', '57P01', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable({ cause: { code } })).toBe(true);
    for (const value of [{ code: '23505' }, { code: '22P02' }, new Error('plain'), null, undefined])
      expect(isDatabaseUnavailable(value)).toBe(false);
  });
});

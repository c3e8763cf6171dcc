import { describe, expect, it } from 'vitest';
import { allOf } from './all-of.js';

describe('allOf', () => {
  it('awaits the parts side by side and keeps their names', async () => {
    const started: string[] = [];
    const part = <T>(name: string, value: T, ms: number) =>
      new Promise<T>((resolve) => {
        started.push(name);
        setTimeout(() => resolve(value), ms);
      });
    const result = await allOf({ slow: part('slow', 1, 30), fast: part('fast', 'two', 1) });
    expect(result).toEqual({ slow: 1, fast: 'two' });
    expect(started).toEqual(['slow', 'fast']);
  });

  it('fails when one part fails', async () => {
    await expect(allOf({ good: Promise.resolve(1), bad: Promise.reject(new Error('no')) })).rejects.toThrow(
      'no',
    );
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepAnswer } from './keepAnswer';

describe('keepAnswer', () => {
  it('keeps the answer of a change over a read that was on its way when the change was stored', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['trackers', 'u-ana'];
    let landStaleRead = (_count: number) => {};
    const staleRead = new Promise<number>((resolve) => {
      landStaleRead = resolve;
    });
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => staleRead }).catch(() => undefined);

    await keepAnswer(queryClient, key, 1);
    landStaleRead(0);
    await read;

    expect(queryClient.getQueryData(key)).toBe(1);
  });

  it('updates what is kept from what was there', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['marks'], [1]);
    await keepAnswer<number[]>(queryClient, ['marks'], (marks = []) => [...marks, 2]);
    expect(queryClient.getQueryData(['marks'])).toEqual([1, 2]);
  });
});

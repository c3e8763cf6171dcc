import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './kept-answers.js';
import { rawJson } from './raw-json.js';

/** A pool whose reads of the tables' counts wait until the test answers them (the users'), in order. */
function heldPool() {
  const reads: { answer: (stamp: string) => void; fail: (error: Error) => void }[] = [];
  const pool = {
    query: () =>
      new Promise((resolve, reject) => {
        reads.push({
          answer: (count) => resolve({ rows: [{ table_name: 'users', transactions: count }] }),
          fail: reject,
        });
      }),
  };
  return { pool: pool as never, reads };
}

const log = { warn: () => undefined };
const kind = { name: 'test', reads: ['users'] };
/** Lets every pending callback and the next turns of the event loop run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('reading the stamp for requests that come together', () => {
  it('makes a request that comes during a read wait for the next one, shared by all that came meanwhile', async () => {
    const { pool, reads } = heldPool();
    const kept = createKeptAnswers({ pool, maxBytes: 1024, now: () => 0, log });
    const stampsSeen: string[] = [];
    const answer = () =>
      kept.answer(kind, 'key', async () => rawJson<string>('"computed"')).then(() => stampsSeen.push('done'));

    const early = answer();
    await settle();
    expect(reads).toHaveLength(1);

    // Three requests come while the first read is on its way: they may not use it.
    const late = [answer(), answer(), answer()];
    await settle();
    expect(reads).toHaveLength(1);

    reads[0]!.answer('10');
    await early;
    await settle();
    expect(stampsSeen).toHaveLength(1);
    expect(reads).toHaveLength(2);

    reads[1]!.answer('11');
    await Promise.all(late);
    expect(stampsSeen).toHaveLength(4);
    expect(reads).toHaveLength(2);
  });

  it('serves a kept answer only under the stamp read after the request came', async () => {
    const { pool, reads } = heldPool();
    const kept = createKeptAnswers({ pool, maxBytes: 1024, now: () => 0, log });
    let computations = 0;
    const compute = async () => rawJson<number>(String((computations += 1)));

    const first = kept.answer(kind, 'key', compute);
    await settle();
    const second = kept.answer(kind, 'key', compute);
    reads[0]!.answer('10');
    expect((await first).text).toBe('1');
    await settle();
    // A change was committed between the two reads: the second request's answer is computed again.
    reads[1]!.answer('11');
    expect((await second).text).toBe('2');
  });

  it('passes a failed read to the requests that waited for it, and reads afresh for the next', async () => {
    const { pool, reads } = heldPool();
    const kept = createKeptAnswers({ pool, maxBytes: 1024, now: () => 0, log });
    const compute = async () => rawJson<string>('"x"');

    const failing = kept.answer(kind, 'key', compute);
    await settle();
    reads[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');

    const next = kept.answer(kind, 'key', compute);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.answer('10');
    expect((await next).text).toBe('"x"');
  });
});

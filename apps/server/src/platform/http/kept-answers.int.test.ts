import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { createKeptAnswers } from './kept-answers.js';
import { rawJson } from './raw-json.js';

const t = await createTestApp();
const db = t.database.db;
const log = pino({ level: 'silent' });
const kind = { name: 'test', reads: ['users'] };
let clock = 0;
const kept = createKeptAnswers({ pool: t.database.pool, maxBytes: 1024, now: () => clock, log });

/** An answer counting its computations: the number of users, read from the database. */
function counted() {
  let computations = 0;
  const compute = async () => {
    computations += 1;
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    return rawJson<{ users: number }>(JSON.stringify({ users: rows[0]!.n }));
  };
  return { compute, computations: () => computations };
}
const usersIn = (answer: { text: string }) => (JSON.parse(answer.text) as { users: number }).users;

describe('kept answers', () => {
  it('answers from what is kept until a committed change, which the next request sees at once', async () => {
    const { compute, computations } = counted();
    const first = await kept.answer(kind, 'users', compute);
    expect(usersIn(await kept.answer(kind, 'users', compute))).toBe(usersIn(first));
    expect(computations()).toBe(1);

    // A change committed by another connection, with no pause before the next request.
    await t.createUser();
    expect(usersIn(await kept.answer(kind, 'users', compute))).toBe(usersIn(first) + 1);
    expect(computations()).toBe(2);
  });

  it('is not moved by a change to a table the answers are not read from, nor by one that changed no row', async () => {
    const { compute, computations } = counted();
    await kept.answer(kind, 'unmoved', compute);
    await db.execute(sql`update users set bio = 'x' where id = '7f9c2b1e-0000-4000-8000-000000000009'`);
    await db.execute(
      sql`insert into organisation_settings (key, value) values ('kept-answers-test', '{}'::jsonb)`,
    );
    await kept.answer(kind, 'unmoved', compute);
    expect(computations()).toBe(1);
  });

  it('is not moved by a change to a watched table that its kind does not read', async () => {
    const { compute, computations } = counted();
    const jobs = { name: 'test-jobs', reads: ['job_listings'] };
    await kept.answer(kind, 'elsewhere', compute);
    await kept.answer(jobs, 'elsewhere', compute);
    await db.execute(sql`update job_listings set title = title || '' where true`);
    await db.execute(sql`insert into job_listings (title, category) values ('Gardener', 'Farming')`);
    await kept.answer(kind, 'elsewhere', compute);
    expect(computations()).toBe(2);
    await kept.answer(jobs, 'elsewhere', compute);
    expect(computations()).toBe(3);
  });

  it('shares one computation among requests that come together, and keeps each key apart', async () => {
    const { compute, computations } = counted();
    await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kept.answer(kind, 'together', compute)),
    );
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(computations()).toBe(1);
    await kept.answer(kind, 'another key', compute);
    expect(computations()).toBe(2);
  });

  it('does not serve again an answer computed while a change came in', async () => {
    const { compute, computations } = counted();
    await t.createUser();
    await kept.answer(kind, 'raced', async () => {
      const answer = await compute();
      await t.createUser();
      return answer;
    });
    const after = await kept.answer(kind, 'raced', compute);
    expect(computations()).toBe(2);
    expect(usersIn(after)).toBe(usersIn(await counted().compute()));
  });

  it('keeps no answer larger than its room', async () => {
    let computations = 0;
    const large = async () => {
      computations += 1;
      return rawJson<string>(JSON.stringify('x'.repeat(2048)));
    };
    await kept.answer(kind, 'large', large);
    await kept.answer(kind, 'large', large);
    expect(computations).toBe(2);
  });

  it('prunes its log of changes now and then, and still answers from what is kept after', async () => {
    const { compute, computations } = counted();
    await t.createUser();
    await kept.answer(kind, 'pruned', compute);
    clock += 61_000;
    await kept.answer(kind, 'pruned', compute);
    await expect
      .poll(
        async () =>
          (await db.execute<{ n: number }>(sql`select count(*)::int as n from answer_changes`)).rows[0]!.n,
      )
      .toBe(0);
    await kept.answer(kind, 'pruned', compute);
    expect(computations()).toBe(1);
    await t.createUser();
    expect(usersIn(await kept.answer(kind, 'pruned', compute))).toBe(usersIn(await counted().compute()));
    expect(computations()).toBe(2);
  });
});

// Replays of the original client's writes: each case sends one request exactly as the original
// client does (its field names, nesting and string-typed numbers, the raw token in Authorization)
// and reads the record back through the API, asserting that every field the original would store is
// there, or that a field this server refuses is named in a 400.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailOutbox } from '../src/platform/email/outbox.table.js';
import { signedInAs, type Caller, type TestApp } from './work.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Ids a case's own set-up made (the record it changes), by name. */
export type Made = Record<string, string>;

export type WriteCase<Fixtures> = {
  /** The write as the original client calls it, e.g. `POST /api/TimeEntry`. */
  write: string;
  /** Makes what the write changes, through the API or the database. */
  setUp?: (f: Fixtures) => Promise<Made>;
  /** The path actually called, with the ids in it; the write's own path when absent. */
  url?: (f: Fixtures, made: Made) => string;
  body?: (f: Fixtures, made: Made) => object;
  /** Who sends it; the fixtures' Owner when absent. */
  as?: (f: Fixtures) => Caller;
  /** The status the original client receives; any 2xx when absent. */
  status?: number;
  /** The read-back: a GET path, the part of its answer to look at, and what that part must hold. */
  readBack?: {
    url: (f: Fixtures, made: Made, answer: unknown) => string;
    /** Who reads it back; the fixtures' Owner when absent. */
    as?: (f: Fixtures) => Caller;
    pick?: (json: unknown, made: Made, answer: unknown) => unknown;
    holds: (f: Fixtures, made: Made) => unknown;
  };
  /** The read-back of a write that only e-mails: the e-mail queued with this subject holds these fields. */
  sent?: { subject: (f: Fixtures, made: Made) => string; holds: (f: Fixtures, made: Made) => object };
  /** A field of the original's body that this server refuses with 400, naming it. */
  refuses?: string;
};

/** One test per case, in the table's order; `fixtures` is read when the test runs (after `beforeAll`). */
export function replayWrites<Fixtures extends { owner: Caller }>(
  t: TestApp,
  fixtures: () => Fixtures,
  cases: readonly WriteCase<Fixtures>[],
) {
  for (const c of cases) {
    it(`${c.write}${c.refuses ? ` refuses ${c.refuses}` : ''}`, async () => {
      const f = fixtures();
      const made = c.setUp ? await c.setUp(f) : {};
      const [method] = c.write.split(' ') as [Method];
      const url = c.url ? c.url(f, made) : c.write.slice(method.length + 1);
      const caller = c.as ? c.as(f) : f.owner;
      expect(caller.headers.authorization).toBe(caller.token);
      const res = await t.call(caller, method, url, c.body?.(f, made));
      if (c.refuses) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ field: c.refuses });
        return;
      }
      if (c.status) expect(res.statusCode, res.body).toBe(c.status);
      else expect(res.statusCode, res.body).toBeLessThan(300);
      if (c.sent) {
        const queued = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, c.sent.subject(f, made)));
        expect(queued).toContainEqual(expect.objectContaining(c.sent.holds(f, made)));
      }
      if (!c.readBack) return;
      const answer: unknown = res.body ? res.json() : undefined;
      const reader = c.readBack.as ? c.readBack.as(f) : f.owner;
      const read = await t.call(reader, 'GET', c.readBack.url(f, made, answer));
      expect(read.statusCode, read.body).toBeLessThan(300);
      const json: unknown = read.json();
      const part = c.readBack.pick ? c.readBack.pick(json, made, answer) : json;
      expect(part).toMatchObject(c.readBack.holds(f, made) as object);
    });
  }
}

/** The element of a list whose `key` is `value`. */
export const elementWith = (list: unknown, key: string, value: unknown) =>
  (list as Record<string, unknown>[]).find((item) => item[key] === value);

/** A text that starts with `prefix` (a day stored as a day or as an instant of it). */
export const startingWith = (prefix: string): unknown => expect.stringMatching(new RegExp(`^${prefix}`));
/** A text that holds `part`. */
export const holding = (part: string): unknown => expect.stringContaining(part);

let serial = 0;
/** A name no other case of the run uses. */
export const unique = (kind: string) => `Replay ${kind} ${++serial}`;
/** The `_id` of an answer. */
export const idOf = (answer: unknown) => (answer as { _id: string })._id;

/** The read-back of a removal: the list the GET answers (or the part `listOf` picks) no longer holds it. */
export const goneFrom = <Fixtures>(
  url: (f: Fixtures, made: Made) => string,
  listOf: (json: unknown) => unknown = (json) => json,
) => ({
  url,
  pick: (json: unknown, made: Made) => ({ gone: !elementWith(listOf(json), '_id', made.id) }),
  holds: () => ({ gone: true }),
});

/** The callers most cases need: an Owner, who sends and reads back, and the Volunteer the writes concern. */
export type OwnerAndPerson = { owner: Caller; person: Caller };
export async function ownerAndPerson(t: TestApp): Promise<OwnerAndPerson> {
  const [owner, person] = await signedInAs(t, 'Owner', 'Volunteer');
  return { owner, person };
}

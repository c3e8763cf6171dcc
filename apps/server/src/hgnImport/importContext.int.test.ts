import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { copyRows, type CopyValue } from './importContext.js';

const COLUMNS = ['n', 'note', 'day', 'at', 'done', 'links'];
const TABLE = `create temp table copied (n integer, note text, day date, at timestamptz, done boolean, links text[]) on commit drop`;

describe('copyRows', () => {
  it('copies texts with separators, backslashes and quotes, nulls, days, instants and lists as they are', async () => {
    const { db } = await createTestDatabase();
    const rows: CopyValue[][] = [
      [
        1,
        'a\ttab, a\nline, a\r return and a \\ backslash',
        '2026-11-02',
        new Date('2026-11-02T18:00:00Z'),
        true,
        [],
      ],
      [2, '\\N is text here', null, null, false, ['a "quoted" link', 'back\\slash', 'comma, and {brace}']],
      [3, null, '2024-02-29', new Date('2024-02-29T23:59:59.999Z'), null, null],
    ];
    // More than one chunk of text, so the rows are handed over in several writes.
    const many = Array.from({ length: 20_000 }, (_, n): CopyValue[] => [
      100 + n,
      `note ${n}`,
      null,
      null,
      true,
      null,
    ]);
    const read = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(TABLE));
      await copyRows(tx, 'copied', COLUMNS, async (add) => {
        for (const row of [...rows, ...many]) await add(row);
      });
      return (
        await tx.execute<{
          n: number;
          note: string | null;
          day: string | null;
          at: string | null;
          done: boolean | null;
          links: string[] | null;
        }>(sql`select n, note, day::text as day, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            done, links from copied order by n`)
      ).rows;
    });
    expect(read).toHaveLength(rows.length + many.length);
    expect(read.slice(0, 3)).toEqual(
      rows.map(([n, note, day, at, done, links]) => ({
        n,
        note,
        day,
        at: (at as Date | null)?.toISOString() ?? null,
        done,
        links,
      })),
    );
    expect(read.at(-1)).toMatchObject({ n: 20_099, note: 'note 19999' });
  });

  it('ends the COPY when the rows cannot be made or are refused, and the transaction rolls back', async () => {
    const { db } = await createTestDatabase();
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql.raw(TABLE));
      await copyRows(tx, 'copied', COLUMNS, async (add) => {
        await add([1, 'one', null, null, true, null]);
        throw new Error('the dump cannot be read');
      });
    });
    await expect(failing).rejects.toThrow('the dump cannot be read');
    const refused = db.transaction(async (tx) => {
      await tx.execute(sql.raw(TABLE));
      await copyRows(tx, 'copied', [...COLUMNS.slice(0, -1), 'no_such_column'], async (add) => {
        for (let n = 0; n < 50_000; n++) await add([n, 'a note', null, null, true, null]);
      });
    });
    await expect(refused).rejects.toThrow(/column "no_such_column" of relation "copied" does not exist/);
    const wrong = db.transaction(async (tx) => {
      await tx.execute(sql.raw(TABLE));
      await copyRows(tx, 'copied', COLUMNS, async (add) => {
        for (let n = 0; n < 50_000; n++) await add([n, 'a note', 'not a day', null, true, null]);
      });
    });
    await expect(wrong).rejects.toThrow(/invalid input syntax for type date/);
    // The pool's connections are usable again.
    expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});

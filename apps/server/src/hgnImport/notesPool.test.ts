import { describe, expect, it } from 'vitest';
import { rowsWithNotes, startNotesPool } from './notesPool.js';

describe('the notes pool', () => {
  it('stores notes as the product does, in order, across batches and workers', async () => {
    const pool = startNotesPool(2);
    try {
      const written: Array<[number, string]> = [];
      const rows = rowsWithNotes<[number, string]>(pool, 1, async (row) => {
        written.push(row);
      });
      for (let n = 0; n < 2500; n += 1)
        await rows.add([n, n % 2 === 0 ? `<p onclick="x()">note ${n}<script>bad()</script></p>` : `a & b ${n}`]);
      await rows.flush();
      expect(written).toHaveLength(2500);
      expect(written.map(([n]) => n)).toEqual(Array.from({ length: 2500 }, (_, n) => n));
      expect(written[0]).toEqual([0, '<p>note 0</p>']);
      expect(written[2499]).toEqual([2499, 'a & b 2499']);
    } finally {
      await pool.close();
    }
  });

  it('refuses once closed', async () => {
    const pool = startNotesPool(1);
    await pool.close();
    await expect(pool.asStored(['<p>x</p>'])).rejects.toThrow('closed');
  });
});

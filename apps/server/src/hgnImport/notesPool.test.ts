import { describe, expect, it } from 'vitest';
import type { CopyValue } from './copyText.js';
import { rowsWithNotes, startNotesPool } from './notesPool.js';

describe('the notes pool', () => {
  it('writes rows as COPY text, their notes stored as the product does, in order, across batches and workers', async () => {
    const pool = startNotesPool(2);
    try {
      let text = '';
      const decoder = new TextDecoder();
      const rows = rowsWithNotes(pool, 1, async (lines) => {
        text += decoder.decode(lines);
      });
      for (let n = 0; n < 2500; n += 1) {
        const notes = n % 2 === 0 ? `<p onclick="x()">note ${n}<script>bad()</script></p>` : `a & b\t${n}`;
        await rows.add([n, notes, new Date(Date.UTC(2026, 10, 2)), null] satisfies CopyValue[]);
      }
      await rows.flush();
      const lines = text.split('\n');
      expect(lines.pop()).toBe('');
      expect(lines).toHaveLength(2500);
      expect(lines.map((line) => Number(line.split('\t')[0]))).toEqual(
        Array.from({ length: 2500 }, (_, n) => n),
      );
      expect(lines[0]).toBe('0\t<p>note 0</p>\t2026-11-02T00:00:00.000Z\t\\N');
      expect(lines[2499]).toBe('2499\ta & b\\t2499\t2026-11-02T00:00:00.000Z\t\\N');
    } finally {
      await pool.close();
    }
  });

  it('refuses once closed', async () => {
    const pool = startNotesPool(1);
    await pool.close();
    await expect(pool.copyLines([[1, '<p>x</p>']], 1)).rejects.toThrow('closed');
  });
});

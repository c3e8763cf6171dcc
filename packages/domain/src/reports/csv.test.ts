import { describe, expect, it } from 'vitest';
import { plainTextOf, toCsv, type CsvColumn } from './csv';

type Person = { name: string; hours: number; note: string | null };
const columns: CsvColumn<Person>[] = [
  { heading: 'Name', value: (p) => p.name },
  { heading: 'Hours', value: (p) => p.hours },
  { heading: 'Note', value: (p) => p.note },
];

describe('toCsv', () => {
  it('writes a header row and one row per line, quoting what needs it', () => {
    const csv = toCsv(columns, [
      { name: 'Ana Lúcia Ferreira', hours: 7.5, note: 'said "hello", then left\nearly' },
      { name: 'Kwame', hours: -1, note: null },
    ]);
    expect(csv).toBe(
      '\uFEFFName,Hours,Note\r\nAna Lúcia Ferreira,7.5,"said ""hello"", then left\nearly"\r\nKwame,-1,\r\n',
    );
  });

  it('keeps a text that looks like a formula as text', () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("http://x")', hours: 1, note: '+1' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",1,'+1`);
  });
});

describe('plainTextOf', () => {
  it('keeps the words of rich text, a line per paragraph', () => {
    expect(
      plainTextOf('<p>Built <strong>shelves</strong> &amp; beds.</p><p>Next&nbsp;week: &lt;roof&gt;</p>'),
    ).toBe('Built shelves & beds.\nNext week: <roof>');
  });
});

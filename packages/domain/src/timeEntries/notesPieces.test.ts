import { describe, expect, it } from 'vitest';
import { notesPieces } from './notesRule';

describe('notesPieces', () => {
  it('cuts the text into text and links, a sentence’s closing punctuation left out of the link', () => {
    expect(notesPieces('Wrote the plan: https://docs.example.org/d/1?x=2. Then http://a.org, done')).toEqual([
      { text: 'Wrote the plan: ' },
      { text: 'https://docs.example.org/d/1?x=2', href: 'https://docs.example.org/d/1?x=2' },
      { text: '. Then ' },
      { text: 'http://a.org', href: 'http://a.org' },
      { text: ', done' },
    ]);
  });

  it('gives text without a link as one piece, and nothing for no text', () => {
    expect(notesPieces('javascript:alert(1) is not a link')).toEqual([
      { text: 'javascript:alert(1) is not a link' },
    ]);
    expect(notesPieces('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasPicture,
  isEmptySummary,
  SUMMARY_MIN_WORDS,
  summaryProblem,
  textOfSummary,
  wordsOfSummary,
} from './summaryText';

const words = (count: number, word = 'garden') => Array.from({ length: count }, () => word).join(' ');

describe('the words of a summary', () => {
  it('counts the text, not the markup', () => {
    expect(wordsOfSummary('<p>This week <strong>Ana</strong> planted <em>six</em> trees.</p>')).toBe(6);
    expect(wordsOfSummary('<p class="long attribute value here">one two</p>')).toBe(2);
  });

  it('keeps a word whole across inline tags and apart across blocks and line breaks', () => {
    expect(wordsOfSummary('<p>gar<b>den</b></p>')).toBe(1);
    expect(wordsOfSummary('<p>one</p><p>two</p>three<br>four<li>five</li>')).toBe(5);
  });

  it('reads spaces written as entities as spaces, other entities as letters', () => {
    expect(wordsOfSummary('one&nbsp;two&#160;three&#xA0;four')).toBe(4);
    expect(wordsOfSummary('caf&eacute; &amp; cr&egrave;me')).toBe(3);
    expect(textOfSummary('a &lt;b&gt; c')).toBe('a <b> c');
  });

  it('leaves out scripts, styles and comments', () => {
    expect(wordsOfSummary(`<p>two words</p><script>${words(60)}</script>`)).toBe(2);
    expect(wordsOfSummary(`<style>p { color: red }</style><!-- ${words(60)} -->`)).toBe(0);
  });

  it('counts words in any script, by the spaces between them', () => {
    expect(wordsOfSummary('<p>Ana  a plantat\tșase copaci.\nДобро пожаловать</p>')).toBe(7);
  });

  it('finds no words in empty paragraphs', () => {
    expect(isEmptySummary('')).toBe(true);
    expect(isEmptySummary('<p>&nbsp;</p><p></p><br>')).toBe(true);
    expect(isEmptySummary('<p>x</p>')).toBe(false);
  });
});

describe('pictures in a summary', () => {
  it('finds an image element, an inline image and a picture drawn by a style', () => {
    expect(hasPicture('<p>before<img src="https://example.org/a.png"></p>')).toBe(true);
    expect(hasPicture('<IMG SRC=x>')).toBe(true);
    expect(hasPicture('<picture><source srcset="a.webp"></picture>')).toBe(true);
    expect(hasPicture('<svg><circle r="4"/></svg>')).toBe(true);
    expect(hasPicture('<a href="data:image/png;base64,AAAA">x</a>')).toBe(true);
    expect(hasPicture(`<p style="background-image: url('https://example.org/a.png')">x</p>`)).toBe(true);
  });

  it('is not fooled by words about pictures', () => {
    expect(hasPicture('<p>Ana took an image of the imgur page; see the url (below).</p>')).toBe(false);
    expect(hasPicture('<p><a href="https://example.org/photos">photos</a></p>')).toBe(false);
  });
});

describe('summaryProblem', () => {
  it('lets an empty summary clear its week', () => {
    expect(summaryProblem('')).toBeUndefined();
    expect(summaryProblem('<p></p>')).toBeUndefined();
  });

  it(`asks for ${SUMMARY_MIN_WORDS} words at least`, () => {
    expect(summaryProblem(`<p>${words(SUMMARY_MIN_WORDS - 1)}</p>`)).toBe('tooFewWords');
    expect(summaryProblem(`<p>${words(SUMMARY_MIN_WORDS)}</p>`)).toBeUndefined();
    // Markup does not make up for words.
    expect(summaryProblem(`<p>${Array.from({ length: 49 }, () => '<b>word</b> ').join('')}</p>`)).toBe(
      'tooFewWords',
    );
  });

  it('refuses a picture before counting words', () => {
    expect(summaryProblem(`<p>${words(80)}</p><img src="a.png">`)).toBe('picture');
    expect(summaryProblem('<img src="a.png">')).toBe('picture');
  });
});

import { describe, expect, it } from 'vitest';
import { textOfMarkup } from './textOfMarkup';

describe('textOfMarkup', () => {
  it('reads stored HTML as text: tags left out, entities read, paragraphs on lines of their own', () => {
    expect(
      textOfMarkup('<p>Fixed the <b>map</b> &amp; the list</p><p>See <a href="https://a.org">it</a></p>'),
    ).toBe('Fixed the map & the list\nSee it');
  });

  it('never turns markup into elements: a script or an image is only text or nothing', () => {
    expect(textOfMarkup('<img src=x onerror="alert(1)">Hi<script>alert(2)</script>')).toBe('Hialert(2)');
  });

  it('gives plain text back as it is', () => {
    expect(textOfMarkup('a < b is plain')).toBe('a < b is plain');
    expect(textOfMarkup('Just words')).toBe('Just words');
  });
});

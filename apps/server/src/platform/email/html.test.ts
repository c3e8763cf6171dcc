import { describe, expect, it } from 'vitest';
import { escapeHtml, paragraphsHtml } from './html.js';

describe('e-mail HTML', () => {
  it('escapes every character that could start markup or end an attribute', () => {
    expect(escapeHtml(`<b onclick="x">Tom & 'Jerry'</b>`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('makes one escaped paragraph of each line', () => {
    expect(paragraphsHtml(['Hello <you>,', 'Bye'])).toBe('<p>Hello &lt;you&gt;,</p>\n<p>Bye</p>');
  });
});

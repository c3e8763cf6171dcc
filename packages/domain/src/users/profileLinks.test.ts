import { describe, expect, it } from 'vitest';
import { linkHref } from './profileLinks';

describe('linkHref', () => {
  it('keeps an http(s) link and gives one typed without a scheme https', () => {
    expect(linkHref(' https://docs.google.com/document/d/x ')).toBe('https://docs.google.com/document/d/x');
    expect(linkHref('HTTP://example.org')).toBe('HTTP://example.org');
    expect(linkHref('blog.example.org/me')).toBe('https://blog.example.org/me');
  });

  it('never leads anywhere but the web', () => {
    expect(linkHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});

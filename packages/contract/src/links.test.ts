import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links';

describe('isSafeLink', () => {
  it('keeps http(s) addresses, and the app’s own paths where they are allowed', () => {
    for (const link of ['https://cdn.example.com/a.png', 'HTTP://example.com/x?y=1#z']) {
      expect(isSafeLink(link, { ownPaths: false }), link).toBe(true);
    }
    expect(isSafeLink('/images/q1.png', { ownPaths: true })).toBe(true);
    expect(isSafeLink('/images/q1.png', { ownPaths: false })).toBe(false);
  });

  it('refuses every other scheme and every way of leaving the app through a path', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://example.com/x',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'https:\\\\evil.example',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'https://exa mple.com',
      'https://\u0000example.com',
      'https://',
      'https://user@evil.example',
      'images/q1.png',
      '',
    ]) {
      expect(isSafeLink(link, { ownPaths: true }), JSON.stringify(link)).toBe(false);
    }
  });
});

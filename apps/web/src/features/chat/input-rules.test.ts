import { describe, expect, it } from 'vitest';
import { canSend, isSendKey, truncate } from './input-rules';

describe('chat input rules', () => {
  it('sends only visible text, and never while a reply is on its way', () => {
    expect(canSend('为什么不是B？', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend('为什么不是B？', true)).toBe(false);
  });

  it('Enter sends; Shift+Enter and Enter while composing do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('cuts a question to 40 characters on one line', () => {
    const long = 'The quarterly report must be submitted ------- the end of the month.';
    expect(truncate(long, 40)).toBe(`${long.slice(0, 40)}…`);
    expect(truncate('Short\n  question', 40)).toBe('Short question');
    expect(truncate('一'.repeat(40), 40)).toBe('一'.repeat(40));
    // Characters, not UTF-16 units: an emoji is not split in half.
    expect(truncate('😀'.repeat(41), 40)).toBe(`${'😀'.repeat(40)}…`);
  });
});

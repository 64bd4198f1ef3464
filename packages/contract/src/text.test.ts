import { describe, expect, it } from 'vitest';
import { hasControlChars, isWellFormedId, userText } from './text';

describe('userText', () => {
  it('allows tab, line feed and carriage return in multi-line text only', () => {
    const multi = userText();
    const single = userText({ singleLine: true });
    expect(multi.safeParse('line one\r\nline two\tend').success).toBe(true);
    expect(single.safeParse('line one\nline two').success).toBe(false);
    expect(single.safeParse('tab\there').success).toBe(false);
  });

  it('rejects NUL, other C0 controls, DEL and C1 controls', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0080', '\u009f']) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(userText().safeParse(`a${c}b`).error?.issues[0]?.message).toBe(
        'must not contain control characters',
      );
    }
  });

  it('accepts any script and emoji', () => {
    expect(hasControlChars('日本語 中文 한국어 😀 Ünïcödé')).toBe(false);
  });
});

describe('isWellFormedId', () => {
  it('accepts the shapes the server hands out and nothing else', () => {
    for (const id of ['3f1c2d9e-8a4b-4c1d-9e2f-0a1b2c3d4e5f', 'ai-3f1c2d9e', 'bank-p5-l3-01']) {
      expect(isWellFormedId(id)).toBe(true);
    }
    for (const id of ['', 'a\u0000b', 'a b', 'é', 'a/b', 'x'.repeat(101)]) {
      expect(isWellFormedId(id)).toBe(false);
    }
  });
});

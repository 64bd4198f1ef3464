import { DEFAULT_PREFERENCES } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { readPreferences } from './users';

describe('stored preferences', () => {
  it('are laid over the defaults, and a bad stored value falls back to the defaults', () => {
    const read = readPreferences(JSON.stringify({ language: 'ja' }));
    expect(read.language).toBe('ja');
    expect(read.practiceSettings).toEqual(DEFAULT_PREFERENCES.practiceSettings);
    expect(readPreferences(JSON.stringify({ language: 'xx' }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('read twice give the same frozen object, so no request can change another one’s', () => {
    const stored = JSON.stringify({ language: 'en' });
    const first = readPreferences(stored);
    expect(readPreferences(stored)).toBe(first);
    expect(() => {
      (first as { language: string }).language = 'zh';
    }).toThrow(TypeError);
    expect(() => {
      (first.practiceSettings as { questionsPerSession: number }).questionsPerSession = 99;
    }).toThrow(TypeError);
    expect(readPreferences(stored).language).toBe('en');
  });

  it('never hand out the shared defaults themselves', () => {
    const fallback = readPreferences(JSON.stringify({ theme: 5 }));
    expect(fallback).toEqual(DEFAULT_PREFERENCES);
    expect(fallback).not.toBe(DEFAULT_PREFERENCES);
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(false);
  });
});

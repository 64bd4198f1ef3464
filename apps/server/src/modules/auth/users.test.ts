import { DEFAULT_PREFERENCES } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import type { UsersTable } from '../../db/schema';
import { readPreferences } from './users';

/** Text as a row may hold it: written by an older release, or by hand, so not always valid. */
const stored = (value: object) => JSON.stringify(value) as UsersTable['preferences'];

describe('stored preferences', () => {
  it('are laid over the defaults, and a bad stored value falls back to the defaults', () => {
    const read = readPreferences(stored({ language: 'ja' }));
    expect(read.language).toBe('ja');
    expect(read.practiceSettings).toEqual(DEFAULT_PREFERENCES.practiceSettings);
    expect(readPreferences(stored({ language: 'xx' }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('read twice give the same frozen object, so no request can change another one’s', () => {
    const text = stored({ language: 'en' });
    const first = readPreferences(text);
    expect(readPreferences(text)).toBe(first);
    expect(() => {
      (first as { language: string }).language = 'zh';
    }).toThrow(TypeError);
    expect(() => {
      (first.practiceSettings as { questionsPerSession: number }).questionsPerSession = 99;
    }).toThrow(TypeError);
    expect(readPreferences(text).language).toBe('en');
  });

  it('never hand out the shared defaults themselves', () => {
    const fallback = readPreferences(stored({ theme: 5 }));
    expect(fallback).toEqual(DEFAULT_PREFERENCES);
    expect(fallback).not.toBe(DEFAULT_PREFERENCES);
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dictionaryLanguageFor } from './language';

describe('the dictionary language', () => {
  it('is the preference when one is chosen', () => {
    expect(dictionaryLanguageFor('ja', 'zh')).toBe('ja');
    expect(dictionaryLanguageFor('en', 'ja')).toBe('en');
    expect(dictionaryLanguageFor('zh', 'en')).toBe('zh');
  });

  it('follows the interface language on auto (and without a signed-in preference)', () => {
    expect(dictionaryLanguageFor('auto', 'en')).toBe('en');
    expect(dictionaryLanguageFor('auto', 'ja')).toBe('ja');
    expect(dictionaryLanguageFor(undefined, 'en-US')).toBe('en');
    expect(dictionaryLanguageFor('auto', 'fr')).toBe('zh');
  });
});

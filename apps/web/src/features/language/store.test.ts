import { LANGUAGE_STORE_VERSION, STORAGE_KEYS } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useLanguageStore } from './store';

describe('language store', () => {
  it('persists under toeic-language-storage with version 1', () => {
    useLanguageStore.getState().setLanguage('en');
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? 'null');
    expect(STORAGE_KEYS.language).toBe('toeic-language-storage');
    expect(LANGUAGE_STORE_VERSION).toBe(1);
    expect(saved).toEqual({ state: { language: 'en' }, version: 1 });
  });

  it('switches i18next and <html lang> at once', () => {
    useLanguageStore.getState().setLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('header.login')).toBe('ログイン');
    useLanguageStore.getState().setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('header.login')).toBe('登录');
  });

  it('restores a stored choice on load', async () => {
    localStorage.setItem(
      STORAGE_KEYS.language,
      JSON.stringify({ state: { language: 'en' }, version: 1 }),
    );
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('falls back to zh when the stored value is unknown', async () => {
    localStorage.setItem(
      STORAGE_KEYS.language,
      JSON.stringify({ state: { language: 'fr' }, version: 1 }),
    );
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('zh');
  });
});

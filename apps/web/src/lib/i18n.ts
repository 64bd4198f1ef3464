import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@toeic-ace/contract';
import type zh from '@/locales/zh';

/**
 * Each language's texts are a chunk of their own, fetched when that language is first shown:
 * a visitor downloads one language, not three (about two thirds of the texts' weight). Their keys
 * differ by plural forms only (English has _one and _other where Chinese has none), which
 * locales.test.ts checks; the types follow zh.
 */
const bundles: Record<Language, () => Promise<{ default: object }>> = {
  zh: () => import('@/locales/zh'),
  ja: () => import('@/locales/ja'),
  en: () => import('@/locales/en'),
};

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's texts once; later calls share the same promise. */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = bundles[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A failed fetch (offline before the chunk was cached) may be tried again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The value of <html lang> for each interface language. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', ja: 'ja', en: 'en' };

let wanted: Language = DEFAULT_LANGUAGE;
let current: Promise<void> = Promise.resolve();

/**
 * Shows the interface in `language`: at once when its texts are here, else once they arrive (the
 * last choice wins if the learner switches again meanwhile).
 */
export function applyLanguage(language: Language): void {
  wanted = language;
  document.documentElement.lang = HTML_LANG[language];
  const show = () => {
    if (wanted === language && i18n.language !== language) void i18n.changeLanguage(language);
  };
  if (i18n.hasResourceBundle(language, 'translation')) {
    show();
    current = Promise.resolve();
    return;
  }
  current = loadLanguage(language).then(show, () => {
    // Without its texts the interface stays in the language it has; Chinese as the last resort.
    if (!i18n.hasResourceBundle(i18n.language, 'translation'))
      return loadLanguage(DEFAULT_LANGUAGE);
  });
}

/** Settles once the language last applied is showing (main.tsx renders after it). */
export const languageReady = (): Promise<void> => current;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** i18next's current language as the app's: Chinese for anything else. */
export const interfaceLanguage = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@toeic-ace/contract';
import en from '@/locales/en';
import ja from '@/locales/ja';
import zh from '@/locales/zh';

export const resources = {
  zh: { translation: zh },
  ja: { translation: ja },
  en: { translation: en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The value of <html lang> for each interface language. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', ja: 'ja', en: 'en' };

export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

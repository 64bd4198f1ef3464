import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@toeic-ace/contract/rules';
import type { Texts } from '@/locales/texts';
import { shellTexts } from 'virtual:texts';

/**
 * Texts by page (build/texts.ts): the shell's namespaces are one chunk per language, loaded before
 * the first paint; a page or lazy component arrives with one more chunk holding the namespaces it
 * shows (`withTexts`, which the build wraps around those imports). A visitor downloads one
 * language, and of it only what the pages they open show. The languages' keys differ by plural
 * forms only (locales.test.ts); the types follow zh.
 */
type TextsChunk = () => Promise<{ default: Record<string, object> }>;
type TextsByLanguage = Record<Language, TextsChunk>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
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

/** The page texts asked for so far, with their chunks: a language switch brings them all. */
const pageTexts = new Map<string, { names: readonly string[]; chunks: TextsByLanguage }>();
/** Namespaces here, as `language/name`; `language/` alone once the shell's texts are. */
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** Adds a chunk's namespaces once; a failed load (offline, not cached) may be tried again. */
function loadChunk(key: string, language: Language, chunk: TextsChunk): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = chunk().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
      for (const name of Object.keys(texts)) loaded.add(`${language}/${name}`);
      loaded.add(key);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const hasNames = (language: Language, names: readonly string[]) =>
  names.every((name) => loaded.has(`${language}/${name}`));

/** Whether the shell's texts of `language` and every page's asked for so far are here. */
const hasAllTexts = (language: Language) =>
  loaded.has(`${language}/`) &&
  [...pageTexts.values()].every(({ names }) => hasNames(language, names));

/** The shell's texts of `language` and every page's asked for so far. */
export function loadLanguage(language: Language): Promise<void> {
  const pages = [...pageTexts]
    .filter(([, { names }]) => !hasNames(language, names))
    .map(([set, { chunks }]) => loadChunk(`${language}/${set}`, language, chunks[language]));
  return Promise.all([loadChunk(`${language}/`, language, shellTexts[language]), ...pages]).then(
    () => undefined,
  );
}

/**
 * `module` once the namespaces it shows are here in the interface language (the build wraps
 * lazy imports of app code in this, build/texts.ts). Without them (offline, not cached) the
 * module still arrives: i18next falls back to Chinese, or shows keys, rather than no page.
 */
export async function withTexts<T>(
  module: Promise<T>,
  names: readonly string[],
  chunks: TextsByLanguage,
): Promise<T> {
  const set = names.join('+');
  pageTexts.set(set, { names, chunks });
  const language = wanted;
  const texts = hasNames(language, names)
    ? undefined
    : loadChunk(`${language}/${set}`, language, chunks[language]).catch(() => {});
  const [loaded] = await Promise.all([module, texts]);
  return loaded;
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
  if (hasAllTexts(language)) {
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

import { LANGUAGES, type DictionaryLanguage, type Language } from '@toeic-ace/contract/rules';

/**
 * The language to ask the dictionary for: the preference, or with `auto` the interface
 * language (i18next may report a region, "en-US", or a language the app lacks: Chinese then).
 */
export function dictionaryLanguageFor(
  preference: DictionaryLanguage | undefined,
  interfaceLanguage: string,
): Language {
  if (preference && preference !== 'auto') return preference;
  const base = interfaceLanguage.toLowerCase().split(/[-_]/)[0] as Language;
  return LANGUAGES.includes(base) ? base : 'zh';
}

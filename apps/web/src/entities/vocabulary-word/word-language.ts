import { interfaceLanguage } from '@/lib/i18n';
import type { WordLanguage } from '@/db/tables/word-meaning';

/** Definitions are wanted in the interface language (zh, the default, when unknown). */
export const wordLanguageOf = (language: string): WordLanguage => interfaceLanguage(language);

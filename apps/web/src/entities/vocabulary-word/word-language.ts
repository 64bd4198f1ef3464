import { interfaceLanguage } from '@/lib/i18n';
import type { Language } from '@toeic-ace/contract';

/** Definitions are wanted in the interface language (zh, the default, when unknown). */
export const wordLanguageOf = (language: string): Language => interfaceLanguage(language);

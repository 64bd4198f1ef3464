import {
  PART_OF_SPEECH_LABELS,
  PARTS_OF_SPEECH,
  type PartOfSpeech,
  type Language,
} from '@toeic-ace/contract/rules';
import type {
  Equivalent,
  UpdateWordRequest,
  VocabularyWord,
  WordDefinition,
  WordMeaning,
} from '@toeic-ace/contract';
import type { DictionaryCacheRecord } from '@/db/tables/dictionary';

const isPartOfSpeech = (value: string): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly string[]).includes(value);

/** What a lookup gives a word, whether it came from the server or the local cache. */
export interface FoundDefinition {
  phonetic: string | null;
  audioUrl: string | null;
  meanings: WordMeaning[];
  /** The language the definitions are really in (English when nothing translated them). */
  language: Language;
  reading: string | null;
  jlpt: string[];
  commonality: boolean | null;
  equivalents: Equivalent[];
}

export function fromLookup(found: WordDefinition): FoundDefinition {
  return {
    phonetic: found.phonetic,
    audioUrl: found.audioUrl,
    meanings: found.meanings.map((m) => ({
      partOfSpeech: m.partOfSpeech,
      partOfSpeechLocal: m.partOfSpeechLocal,
      partOfSpeechCN: m.partOfSpeechCN,
      definitions: m.definitions.map((d) => ({
        definition: d.definition,
        ...(d.example ? { example: d.example } : {}),
        synonyms: d.synonyms,
      })),
    })),
    language: found.language,
    reading: found.reading,
    jlpt: found.jlpt,
    commonality: found.commonality,
    equivalents: found.equivalents,
  };
}

export function toCacheRecord(
  key: string,
  requestedLanguage: Language,
  found: FoundDefinition,
  cachedAt: string,
): DictionaryCacheRecord {
  return {
    word: key,
    phonetic: found.phonetic,
    audioUrl: found.audioUrl,
    meanings: found.meanings.map((m) => {
      const local = m.partOfSpeechLocal ?? m.partOfSpeechCN;
      return {
        partOfSpeech: m.partOfSpeech,
        ...(local ? { partOfSpeechLocal: local } : {}),
        definitions: m.definitions.map((d) => ({
          definition: d.definition,
          ...(d.example ? { example: d.example } : {}),
          synonyms: d.synonyms ?? [],
        })),
      };
    }),
    language: found.language,
    reading: found.reading,
    jlpt: found.jlpt,
    commonality: found.commonality === null ? null : found.commonality ? 1 : 0,
    cachedAt,
    requestedLanguage,
    equivalents: found.equivalents.map(({ text, reading, language, gloss }) => ({
      text,
      reading,
      language,
      gloss,
    })),
  };
}

/** The entry of a word the dictionary lacks (the definition fields empty). */
export function notFoundRecord(
  key: string,
  requestedLanguage: Language,
  cachedAt: string,
): DictionaryCacheRecord {
  return {
    word: key,
    phonetic: null,
    audioUrl: null,
    meanings: [],
    language: requestedLanguage,
    reading: null,
    jlpt: [],
    commonality: null,
    cachedAt,
    requestedLanguage,
    notFound: true,
  };
}

/** Records written before the contract's meaning type was used hold null for absent texts. */
export function fromCacheRecord(record: DictionaryCacheRecord): FoundDefinition {
  return {
    phonetic: record.phonetic,
    audioUrl: record.audioUrl,
    meanings: record.meanings.map((m) => ({
      partOfSpeech: m.partOfSpeech,
      ...(m.partOfSpeechLocal ? { partOfSpeechLocal: m.partOfSpeechLocal } : {}),
      ...(isPartOfSpeech(m.partOfSpeech)
        ? { partOfSpeechCN: PART_OF_SPEECH_LABELS.zh[m.partOfSpeech] }
        : {}),
      definitions: m.definitions.map((d) => ({
        definition: d.definition,
        ...(d.example ? { example: d.example } : {}),
        synonyms: d.synonyms,
      })),
    })),
    language: record.language,
    reading: record.reading,
    jlpt: record.jlpt,
    commonality: record.commonality === null ? null : record.commonality === 1,
    equivalents: record.equivalents ?? [],
  };
}

/** "发票 fāpiào；发货单 fāhuòdān": the equivalents as one line (the word's `definition`). */
export const equivalentsLine = (equivalents: readonly Equivalent[]): string | null =>
  equivalents.length === 0
    ? null
    : equivalents.map((e) => (e.reading ? `${e.text} ${e.reading}` : e.text)).join('；');

/** Whether the word's `definition` is the learner's own (typed, or brought in a file). */
export const isLearnerDefinition = (
  word: Pick<VocabularyWord, 'definition' | 'definitionSource'>,
): boolean => Boolean(word.definition) && word.definitionSource === 'learner';

/**
 * The PUT that stores a lookup on the word, so the notebook shows it and its search finds the
 * meanings. The lookup's equivalents become the word's `definition`, marked as the
 * dictionary's, unless the learner wrote one (then it is left out: the server keeps the
 * learner's either way); without equivalents, what was there stays.
 */
export function toWordUpdate(
  found: FoundDefinition,
  current: Pick<VocabularyWord, 'definition' | 'definitionSource'>,
): UpdateWordRequest {
  const line = equivalentsLine(found.equivalents);
  const definition =
    line && !isLearnerDefinition(current)
      ? { definition: line, definitionSource: 'dictionary' as const }
      : {};
  return {
    ...definition,
    phonetic: found.phonetic,
    audioUrl: found.audioUrl,
    meanings: found.meanings,
    language: found.language,
    reading: found.reading,
    jlpt: found.jlpt,
    commonality: found.commonality ? 'common' : null,
  };
}

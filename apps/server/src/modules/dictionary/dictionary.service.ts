import {
  DICTIONARY,
  PART_OF_SPEECH_LABELS,
  type DefinitionSource,
  type Equivalent,
  type Language,
  type Meaning,
  type WordDefinition,
} from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import type { Translate } from './ai-translate';
import { findCached, storeCached } from './dictionary.repository';
import { lookupEnglish } from './english/english';
import { offlineDictionary, type OfflineDictionary } from './offline';
import { fetchOnline, type OnlineEntry } from './online';

export interface DictionaryDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  translate: Translate | null;
  /** Base URL of the online dictionary, or null when it is off. */
  onlineUrl: string | null;
  /** The built offline dictionary file; null: the default beside the server bundle. */
  offlineFile: string | null;
}

export interface LookupRequest {
  word: string;
  language: Language;
  /** Whose AI quota a translation counts against. */
  userId: string;
  /** Bypass the cache (and refresh it). */
  refresh?: boolean;
}

export interface DictionaryService {
  lookupDefinition(req: LookupRequest): Promise<WordDefinition>;
}

const DAY_MS = 86_400_000;

/** The cache key: case and spacing do not make another word. */
export const normaliseWord = (word: string) => word.trim().toLowerCase().replace(/\s+/g, ' ');

export class WordNotFoundError extends AppError {
  constructor(word: string) {
    super(404, 'WORD_NOT_FOUND', `No definition found for "${word}". Check the spelling.`);
  }
}

export function createDictionaryService(deps: DictionaryDeps): DictionaryService {
  return {
    async lookupDefinition({ word, language, userId, refresh = false }) {
      const key = normaliseWord(word);
      if (!refresh) {
        const hit = await findCached(deps.db, key, language, deps.clock());
        if (hit) return { ...hit, word: word.trim() };
      }
      const { definition, complete } = await compose(deps, key, language, userId);
      // An answer left in English only because the translation failed this time is not kept
      // for a week: the next lookup tries again.
      if (complete) {
        const expires = new Date(deps.clock().getTime() + DICTIONARY.cacheDays * DAY_MS);
        await storeCached(deps.db, key, language, definition, expires);
      }
      return { ...definition, word: word.trim() };
    },
  };
}

async function compose(deps: DictionaryDeps, key: string, language: Language, userId: string) {
  const offline = await offlineDictionary(deps.offlineFile);
  const { wordnet, cmu } = offline;
  const english = lookupEnglish(wordnet, cmu, key, language);
  const online = deps.onlineUrl ? await fetchOnline(deps.onlineUrl, key) : null;
  const meanings = mergeOnline(english?.meanings ?? [], online, key, language);
  if (meanings.length === 0) throw new WordNotFoundError(key);

  const lemma = english?.lemma ?? key;
  const sources: DefinitionSource[] = english ? ['wordnet'] : [];
  if (english?.phonetic) sources.push('cmudict');
  if (online) sources.push('online');
  const equivalents = language === 'zh' ? chinese(deps, offline, lemma, key) : [];
  if (equivalents.length) sources.push('cc-cedict');

  const definition: WordDefinition = {
    word: key,
    lemma,
    phonetic: english?.phonetic ?? online?.phonetic ?? null,
    audioUrl: online?.audioUrl ?? null,
    origin: online?.origin ?? null,
    language: 'en',
    meanings,
    equivalents,
    reading: null,
    jlpt: [],
    commonality: null,
    sources,
    cachedAt: deps.clock().toISOString(),
  };
  if (language === 'en' || !deps.translate) return { definition, complete: true };

  const translation = await deps.translate({ userId, word: key, language, meanings });
  if (!translation) return { definition, complete: false };
  const translated: WordDefinition = {
    ...definition,
    language,
    meanings: meanings.map((m, i) => ({
      ...m,
      definitions: m.definitions.map((d, j) => ({
        ...d,
        definition: translation.definitions[i]![j]!,
      })),
    })),
    sources: [...sources, 'ai'],
  };
  if (language === 'ja' && translation.equivalents.length) {
    translated.equivalents = translation.equivalents.map((e) => ({
      ...e,
      language: 'ja',
      gloss: null,
    }));
    translated.reading = translation.equivalents[0]!.reading;
  }
  return { definition: translated, complete: true };
}

/** Chinese equivalents of the lemma (or of the form itself, for words WordNet lacks). */
function chinese(
  deps: DictionaryDeps,
  { cedict }: OfflineDictionary,
  lemma: string,
  key: string,
): Equivalent[] {
  try {
    const found = cedict.equivalents(lemma, DICTIONARY.chineseEquivalents);
    return found.length || lemma === key
      ? found
      : cedict.equivalents(key, DICTIONARY.chineseEquivalents);
  } catch (err) {
    deps.log.warn({ err }, 'Chinese dictionary unavailable; answering without equivalents');
    return [];
  }
}

/**
 * Online answers fill what WordNet leaves empty: examples for its definitions, and whole
 * parts of speech (or the whole entry) it does not have.
 */
function mergeOnline(
  meanings: Meaning[],
  online: OnlineEntry | null,
  lemma: string,
  language: Language,
): Meaning[] {
  if (!online) return meanings;
  const merged = meanings.map((m) => {
    const extra = online.meanings.find((o) => o.partOfSpeech === m.partOfSpeech);
    const examples = (extra?.definitions ?? []).flatMap((d) => (d.example ? [d.example] : []));
    return {
      ...m,
      definitions: m.definitions.map((d) =>
        d.example ? d : { ...d, example: examples.shift() ?? null },
      ),
    };
  });
  for (const o of online.meanings) {
    if (merged.some((m) => m.partOfSpeech === o.partOfSpeech) || !o.definitions.length) continue;
    merged.push({
      partOfSpeech: o.partOfSpeech,
      partOfSpeechLocal: PART_OF_SPEECH_LABELS[language][o.partOfSpeech],
      partOfSpeechCN: PART_OF_SPEECH_LABELS.zh[o.partOfSpeech],
      lemma,
      definitions: o.definitions.slice(0, DICTIONARY.definitionsPerPos).map((d) => ({
        ...d,
        synonyms: d.synonyms.slice(0, DICTIONARY.synonyms),
      })),
    });
  }
  return merged;
}

import { DICTIONARY, type Language } from '@toeic-ace/contract/rules';
import type {
  DefinitionRequest,
  UpdateWordRequest,
  VocabularyWord,
  WordDefinition,
} from '@toeic-ace/contract';
import { createStore } from 'zustand/vanilla';
import { isApiClientError } from '@/lib/api-error';
import { NOT_FOUND, type CachedAnswer, type DefinitionCache } from './cache';
import { loadFields } from './load-fields';

/**
 * Where a word's definition fetch stands; no entry = nothing running and nothing failed.
 * notFound is an answer, not a failure: the offline dictionary lacks the word (cached 7 days).
 */
export type DefinitionState = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' };

export interface DefinitionDeps {
  lookup: (body: DefinitionRequest) => Promise<WordDefinition>;
  cache: DefinitionCache;
  save: (id: string, body: UpdateWordRequest) => Promise<VocabularyWord>;
  /** The saved word, to show in place without reloading the list. */
  onSaved: (word: VocabularyWord) => void;
}

/** A word as the runner needs it. */
export type WordRef = Pick<
  VocabularyWord,
  'id' | 'word' | 'definition' | 'definitionSource' | 'meanings'
>;

/** How many lookups run at once: an import of hundreds of words must not flood the server. */
export const DEFINITION_CONCURRENCY = 3;

/** A word "has a definition" once it has meanings; an imported gloss alone is filled in too. */
export const needsDefinition = (word: Pick<VocabularyWord, 'meanings'>) =>
  word.meanings.length === 0;

/**
 * Fetches definitions for notebook words in the background and stores them on the word (PUT)
 * and in the browser cache. Each word's state (loading, failed) is observable per word id; a
 * word is fetched automatically at most once per runner, and again only when asked (retry,
 * refresh). Refresh skips both caches, the browser's and the server's.
 */
export function createDefinitionRunner(deps: DefinitionDeps, concurrency = DEFINITION_CONCURRENCY) {
  const states = createStore<Record<string, DefinitionState>>(() => ({}));
  const attempted = new Set<string>();
  const queue: (() => Promise<void>)[] = [];
  let running = 0;

  const setState = (id: string, state: DefinitionState | null) =>
    states.setState((all) => {
      const next = { ...all };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    }, true);

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const task = queue.shift()!;
      running += 1;
      void task().finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  /** The definition, from the browser cache or the server; NOT_FOUND either way is cached. */
  async function find(word: WordRef, language: Language, refresh: boolean) {
    // Longer than any dictionary entry (the look-up would refuse it): not in the dictionary.
    if (word.word.trim().length > DICTIONARY.wordMaxLength) return NOT_FOUND;
    const cached = refresh ? null : await deps.cache.read(word.word, language);
    if (cached) return cached;
    let answer: CachedAnswer;
    try {
      const found = await deps.lookup({ word: word.word, language, refresh });
      answer = (await loadFields()).fromLookup(found);
    } catch (error) {
      if (!(isApiClientError(error) && error.code === 'WORD_NOT_FOUND')) throw error;
      answer = NOT_FOUND;
    }
    await deps.cache.write(word.word, language, answer);
    return answer;
  }

  /** Stores a found definition on the word; false when the dictionary has none. */
  async function resolve(word: WordRef, language: Language, refresh: boolean) {
    const found = await find(word, language, refresh);
    if (found === NOT_FOUND) return false;
    const { toWordUpdate } = await loadFields();
    deps.onSaved(await deps.save(word.id, toWordUpdate(found, word)));
    return true;
  }

  /** Queues a fetch (unless one is queued or running for the word); resolves when it ends. */
  function fetch(word: WordRef, language: Language, options: { refresh?: boolean } = {}) {
    if (states.getState()[word.id]?.status === 'loading') return Promise.resolve();
    attempted.add(word.id);
    setState(word.id, { status: 'loading' });
    return new Promise<void>((done) => {
      queue.push(async () => {
        try {
          const found = await resolve(word, language, options.refresh ?? false);
          setState(word.id, found ? null : { status: 'notFound' });
        } catch {
          setState(word.id, { status: 'failed' });
        } finally {
          done();
        }
      });
      pump();
    });
  }

  return {
    states,
    fetch,
    /** The background fill: words without meanings, once each. */
    fetchIfMissing(word: WordRef, language: Language) {
      if (!needsDefinition(word) || attempted.has(word.id)) return Promise.resolve();
      return fetch(word, language);
    },
  };
}

export type DefinitionRunner = ReturnType<typeof createDefinitionRunner>;

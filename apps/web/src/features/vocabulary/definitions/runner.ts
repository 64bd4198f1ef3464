import type {
  DefinitionRequest,
  Language,
  UpdateWordRequest,
  VocabularyWord,
  WordDefinition,
} from '@toeic-ace/contract';
import { createStore } from 'zustand/vanilla';
import { isApiClientError } from '@/lib/api-error';
import type { DefinitionCache } from './cache';
import { fromLookup, toWordUpdate, type FoundDefinition } from './fields';

/** Where a word's definition fetch stands; no entry = nothing running and nothing failed. */
export type DefinitionState =
  { status: 'loading' } | { status: 'failed'; reason: 'notFound' | 'error' };

export interface DefinitionDeps {
  lookup: (body: DefinitionRequest) => Promise<WordDefinition>;
  cache: DefinitionCache;
  save: (id: string, body: UpdateWordRequest) => Promise<VocabularyWord>;
  /** The saved word, to show in place without reloading the list. */
  onSaved: (word: VocabularyWord) => void;
}

/** A word as the runner needs it. */
export type WordRef = Pick<VocabularyWord, 'id' | 'word' | 'definition' | 'meanings'>;

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

  async function resolve(word: WordRef, language: Language, refresh: boolean) {
    let found: FoundDefinition | null = refresh ? null : await deps.cache.read(word.word, language);
    if (!found) {
      found = fromLookup(await deps.lookup({ word: word.word, language, refresh }));
      await deps.cache.write(word.word, language, found);
    }
    deps.onSaved(await deps.save(word.id, toWordUpdate(found, word)));
  }

  /** Queues a fetch (unless one is queued or running for the word); resolves when it ends. */
  function fetch(word: WordRef, language: Language, options: { refresh?: boolean } = {}) {
    if (states.getState()[word.id]?.status === 'loading') return Promise.resolve();
    attempted.add(word.id);
    setState(word.id, { status: 'loading' });
    return new Promise<void>((done) => {
      queue.push(async () => {
        try {
          await resolve(word, language, options.refresh ?? false);
          setState(word.id, null);
        } catch (error) {
          const notFound = isApiClientError(error) && error.code === 'WORD_NOT_FOUND';
          setState(word.id, { status: 'failed', reason: notFound ? 'notFound' : 'error' });
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

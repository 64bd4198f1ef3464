import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { VocabularyWord, WordList } from '@toeic-ace/contract';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { localDb } from '@/db/database';
import { useCurrentUser } from '@/entities/user/store';
import { VOCABULARY_KEY } from '../api/keys';
import { listWords } from '../api/list-words';
import { lookupDefinition } from '../api/lookup-definition';
import { updateWord } from '../api/update-word';
import { dexieDefinitionCache } from '../definitions/cache';
import { queueMissingDefinitions } from '../definitions/fill-missing';
import { dictionaryLanguageFor } from '../definitions/language';
import {
  createDefinitionRunner,
  type DefinitionRunner,
  type DefinitionState,
} from '../definitions/runner';

const RunnerContext = createContext<DefinitionRunner | null>(null);

/** Puts a saved word in place in every loaded notebook page (no list reload per word). */
function replaceWord(pages: InfiniteData<WordList> | undefined, saved: VocabularyWord) {
  if (!pages?.pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      words: page.words.map((w) => (w.id === saved.id ? saved : w)),
    })),
  };
}

/** One definition runner for the notebook screen: its cards, its add form and its import. */
export function DefinitionsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [runner] = useState(() =>
    createDefinitionRunner({
      lookup: lookupDefinition,
      cache: dexieDefinitionCache(localDb),
      save: updateWord,
      onSaved: (saved) =>
        client.setQueriesData<InfiniteData<WordList>>(
          { queryKey: [...VOCABULARY_KEY, 'words'] },
          (pages) => replaceWord(pages, saved),
        ),
    }),
  );
  return <RunnerContext.Provider value={runner}>{children}</RunnerContext.Provider>;
}

export function useDefinitionRunner(): DefinitionRunner {
  const runner = useContext(RunnerContext);
  if (!runner) throw new Error('useDefinitionRunner needs a DefinitionsProvider');
  return runner;
}

export function useDefinitionState(wordId: string): DefinitionState | undefined {
  return useStore(useDefinitionRunner().states, (all) => all[wordId]);
}

/** The dictionary language in force: the user's preference, `auto` = the interface language. */
export function useDictionaryLanguage() {
  const { i18n } = useTranslation();
  const preference = useCurrentUser()?.preferences.dictionaryLanguage;
  return dictionaryLanguageFor(preference, i18n.language);
}

/** After an import: queue every word still without meanings (the runner paces the lookups). */
export function useFillMissingDefinitions() {
  const runner = useDefinitionRunner();
  const language = useDictionaryLanguage();
  return () => {
    queueMissingDefinitions(runner, (page, limit) => listWords({ page, limit }), language).catch(
      (error: unknown) => console.warn('Could not list the words to define', error),
    );
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { openLocalDb } from '@/db/open';
import { useCurrentUser } from '@/entities/user/store';
import { listWords } from '../api/list-words';
import { lookupDefinition } from '../api/lookup-definition';
import { updateWord } from '../api/update-word';
import { dexieDefinitionCache } from '../definitions/cache';
import { queueMissingDefinitions } from '../definitions/fill-missing';
import { putSavedWord } from '../definitions/put-saved-word';
import { dictionaryLanguageFor } from '../definitions/language';
import {
  createDefinitionRunner,
  type DefinitionRunner,
  type DefinitionState,
} from '../definitions/runner';

const RunnerContext = createContext<DefinitionRunner | null>(null);

/** One definition runner for the notebook screen: its cards, its add form and its import. */
export function DefinitionsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [runner] = useState(() =>
    createDefinitionRunner({
      lookup: lookupDefinition,
      cache: dexieDefinitionCache(openLocalDb),
      save: updateWord,
      onSaved: (saved) => putSavedWord(client, saved),
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

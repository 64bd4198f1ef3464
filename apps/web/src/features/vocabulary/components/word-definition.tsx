import type { VocabularyWord } from '@toeic-ace/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import {
  useDefinitionRunner,
  useDefinitionState,
  useDictionaryLanguage,
} from '../hooks/use-definitions';
import { WordMeanings } from './word-meanings';

/**
 * The card's definition area: fetches the definition of a word that has none (in the
 * background, once), then shows the loading indicator, the failed notice with its retry, or the
 * meanings with the language they are really in and the word's equivalents.
 */
export function WordDefinition({ word }: { word: VocabularyWord }) {
  const { t } = useTranslation();
  const runner = useDefinitionRunner();
  const state = useDefinitionState(word.id);
  const language = useDictionaryLanguage();

  useEffect(() => {
    void runner.fetchIfMissing(word, language);
  }, [runner, word, language]);

  return (
    <div data-testid="word-definition-area" className="space-y-2">
      {state?.status === 'loading' && (
        <p
          data-testid="definition-loading"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner size="sm" />
          {t('dictionary.loading')}
        </p>
      )}
      {state?.status === 'failed' && (
        <p
          role="alert"
          data-testid="definition-failed"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300"
        >
          {t(state.reason === 'notFound' ? 'dictionary.notFound' : 'dictionary.failed')}
          <button
            type="button"
            data-testid="definition-retry"
            className="font-medium underline underline-offset-2"
            onClick={() => void runner.fetch(word, language)}
          >
            {t('dictionary.retry')}
          </button>
        </p>
      )}
      {word.definition && (
        <p data-testid="word-definition" className="text-sm text-slate-800 dark:text-slate-200">
          {word.definition}
        </p>
      )}
      {word.meanings.length > 0 && (
        <>
          <span
            data-testid="definition-language"
            data-language={word.language}
            className="inline-block text-xs text-slate-500 dark:text-slate-400"
          >
            {t(`dictionary.meaningsIn.${word.language}`)}
          </span>
          <WordMeanings meanings={word.meanings} />
        </>
      )}
    </div>
  );
}

import type { VocabularyWord } from '@toeic-ace/contract';
import { BookDashed } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguage } from '@/lib/i18n';
import { Spinner } from '@/components/spinner';
import { useTutorStore } from '@/entities/tutor/store';
import { wordContext } from '@/entities/tutor/from-word';
import { isLearnerDefinition } from '../definitions/fields';
import {
  useDefinitionRunner,
  useDefinitionState,
  useDictionaryLanguage,
} from '../hooks/use-definitions';
import { WordMeanings } from './word-meanings';

/**
 * The card's definition area: fetches the definition of a word that has none (in the
 * background, once), then shows the loading indicator, the meanings with the language they are
 * really in, and the word's definition — labelled as the learner's own or as the dictionary's,
 * as the server recorded who wrote it.
 * A word the offline dictionary lacks is an answer, not a failure: a quiet line offers the tutor
 * instead. Only a look-up that really failed (the server unreachable) offers a retry.
 */
export function WordDefinition({ word }: { word: VocabularyWord }) {
  const { t, i18n } = useTranslation();
  const runner = useDefinitionRunner();
  const state = useDefinitionState(word.id);
  const language = useDictionaryLanguage();
  const ask = useTutorStore((s) => s.ask);
  const learners = isLearnerDefinition(word);

  useEffect(() => {
    void runner.fetchIfMissing(word, language);
  }, [runner, word, language]);

  return (
    <div data-testid="word-definition-area" className="min-w-0 space-y-2">
      {state?.status === 'loading' && (
        <p
          data-testid="definition-loading"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner size="sm" />
          {t('dictionary.loading')}
        </p>
      )}
      {word.definition && (
        <p
          data-testid="word-definition"
          data-source={learners ? 'learner' : 'dictionary'}
          className="text-sm break-words text-slate-800 dark:text-slate-200"
        >
          <span
            data-testid="word-definition-label"
            className={
              learners
                ? 'mr-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-700/60 dark:text-slate-300'
            }
          >
            {t(learners ? 'dictionary.yourDefinition' : 'dictionary.dictionaryDefinition')}
          </span>
          {word.definition}
        </p>
      )}
      {state?.status === 'notFound' && (
        <p
          data-testid="definition-not-found"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500 dark:text-slate-400"
        >
          <BookDashed className="h-4 w-4" aria-hidden />
          {t('dictionary.notInOfflineDictionary')}
          <button
            type="button"
            data-testid="definition-ask-tutor"
            className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-sky-300"
            onClick={() => ask(wordContext(word, interfaceLanguage(i18n.language)))}
          >
            {t('dictionary.askTutor')}
          </button>
        </p>
      )}
      {state?.status === 'failed' && (
        <p
          role="alert"
          data-testid="definition-failed"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300"
        >
          {t('dictionary.failed')}
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

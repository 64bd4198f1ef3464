import type { VocabularyWord } from '@toeic-ace/contract';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguage } from '@/lib/i18n';
import { Button } from '@/components/button';
import { ConfirmButtons } from '@/components/confirm-buttons';
import { AskTutorButton } from '@/entities/tutor/ask-tutor-button';
import { wordContext } from '@/entities/tutor/from-word';
import { NextDue } from '@/entities/vocabulary-stats/components/next-due';
import { notify } from '@/lib/notify';
import { useDeleteWordMutation } from '../api/delete-word';
import { useUpdateWordMutation } from '../api/update-word';
import {
  useDefinitionRunner,
  useDefinitionState,
  useDictionaryLanguage,
} from '../hooks/use-definitions';
import { PronounceButton } from './pronounce-button';
import { WordDefinition } from './word-definition';
import { WordNotes } from './word-notes';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

export function WordCard({ word }: { word: VocabularyWord }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateWordMutation();
  const remove = useDeleteWordMutation();
  const [confirming, setConfirming] = useState(false);
  const definitions = useDefinitionRunner();
  const definitionLoading = useDefinitionState(word.id)?.status === 'loading';
  const dictionaryLanguage = useDictionaryLanguage();

  const saveNotes = (notes: string) =>
    update.mutateAsync({ id: word.id, body: { notes } }).catch((error: unknown) => {
      notify.error(t('vocabulary.errors.update'));
      throw error;
    });
  const deleteWord = () =>
    remove.mutate(word.id, { onError: () => notify.error(t('vocabulary.errors.delete')) });

  return (
    <article
      data-testid="word-card"
      data-word={word.word}
      className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {word.word}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            {word.phonetic && <span data-testid="word-phonetic">{word.phonetic}</span>}
            {word.phonetic && <PronounceButton word={word.word} audioUrl={word.audioUrl} />}
            {word.reading && (
              <span
                className={`${badge} bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300`}
              >
                {word.reading}
              </span>
            )}
            {word.jlpt.length > 0 && (
              <span
                className={`${badge} bg-violet-50 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300`}
              >
                {word.jlpt.join(' ')}
              </span>
            )}
            {word.commonality && (
              <span
                className={`${badge} bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300`}
              >
                {t('notebookWords.card.common')}
              </span>
            )}
            {word.mastered && (
              <span
                className={`${badge} bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300`}
              >
                {t('notebookWords.card.mastered')}
              </span>
            )}
            <NextDue date={word.nextReviewDate} />
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          data-testid="refresh-definition"
          aria-label={t('dictionary.refresh')}
          title={t('dictionary.refresh')}
          disabled={definitionLoading}
          onClick={() => void definitions.fetch(word, dictionaryLanguage, { refresh: true })}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
        </Button>
        {confirming ? (
          <ConfirmButtons
            confirm={t('notebookWords.card.deleteConfirm')}
            cancel={t('notebookWords.card.deleteCancel')}
            onConfirm={deleteWord}
            onCancel={() => setConfirming(false)}
            testIds={{ confirm: 'delete-confirm', cancel: 'delete-cancel' }}
            busy={remove.isPending}
          />
        ) : (
          <Button
            variant="ghost"
            size="sm"
            data-testid="delete-word"
            aria-label={t('notebookWords.card.delete')}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </header>
      <WordDefinition word={word} />
      {word.context && (
        <blockquote
          data-testid="word-context"
          className="border-l-2 border-slate-300 pl-3 text-sm break-words text-slate-600 italic dark:border-slate-600 dark:text-slate-400"
        >
          {word.context}
        </blockquote>
      )}
      <WordNotes notes={word.notes} saving={update.isPending} onSave={saveNotes} />
      <AskTutorButton context={wordContext(word, interfaceLanguage(i18n.language))} />
    </article>
  );
}

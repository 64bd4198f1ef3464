import { VOCABULARY_LIMITS, wordProblem } from '@toeic-ace/contract/rules';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useAddWordMutation } from '../api/add-word';
import { useDefinitionRunner, useDictionaryLanguage } from '../hooks/use-definitions';
import { useWordProblemText } from '../word-problem-text';

/**
 * Types a word into the notebook; its definition is then fetched in the background. The word's
 * rules (wordProblem, as the server checks them) are told as the learner types past the length
 * limit or sends: nothing is cut or refused silently, and an old message goes with any edit.
 */
export function AddWordForm() {
  const { t } = useTranslation();
  const add = useAddWordMutation();
  const definitions = useDefinitionRunner();
  const language = useDictionaryLanguage();
  const problemText = useWordProblemText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = text.trim().length > VOCABULARY_LIMITS.wordMaxLength;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const problem = wordProblem(text);
    if (problem) {
      setError(problemText(problem, text));
      return;
    }
    setError(null);
    add.mutate(
      { word: text.trim(), sourceType: 'manual', language },
      {
        onSuccess: (created) => {
          setText('');
          void definitions.fetchIfMissing(created, language);
        },
        onError: (failure) =>
          setError(
            isApiClientError(failure) && failure.code === 'WORD_ALREADY_EXISTS'
              ? t('vocabulary.selection.exists')
              : errorMessage(failure, t('vocabulary.errors.add')),
          ),
      },
    );
  }

  const message = tooLong ? problemText('tooLong', text) : error;
  return (
    <form onSubmit={submit} data-testid="add-word-form" className="space-y-1" noValidate>
      <div className="flex gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('vocabulary.add.label')}</span>
          <input
            data-testid="add-word-input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            placeholder={t('vocabulary.add.placeholder')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'add-word-error' : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 aria-invalid:border-rose-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </label>
        <Button type="submit" data-testid="add-word-submit" loading={add.isPending}>
          {!add.isPending && <Plus className="h-4 w-4" aria-hidden />}
          {t('vocabulary.add.button')}
        </Button>
      </div>
      {message && (
        <p
          id="add-word-error"
          role="alert"
          data-testid="add-word-error"
          className="text-sm break-words text-rose-600 dark:text-rose-400"
        >
          {message}
        </p>
      )}
    </form>
  );
}

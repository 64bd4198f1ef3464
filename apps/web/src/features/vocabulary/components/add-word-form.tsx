import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useAddWordMutation } from '../api/add-word';
import { useDefinitionRunner, useDictionaryLanguage } from '../hooks/use-definitions';

/** Types a word into the notebook; its definition is then fetched in the background. */
export function AddWordForm() {
  const { t } = useTranslation();
  const add = useAddWordMutation();
  const definitions = useDefinitionRunner();
  const language = useDictionaryLanguage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const word = text.trim();
    if (!word || add.isPending) return;
    setError(null);
    add.mutate(
      { word, sourceType: 'manual', language },
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

  return (
    <form onSubmit={submit} data-testid="add-word-form" className="space-y-1">
      <div className="flex gap-2">
        <label className="flex-1">
          <span className="sr-only">{t('dictionary.add.label')}</span>
          <input
            data-testid="add-word-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('dictionary.add.placeholder')}
            maxLength={100}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </label>
        <Button type="submit" data-testid="add-word-submit" loading={add.isPending}>
          {!add.isPending && <Plus className="h-4 w-4" aria-hidden />}
          {t('dictionary.add.button')}
        </Button>
      </div>
      {error && (
        <p
          role="alert"
          data-testid="add-word-error"
          className="text-sm text-rose-600 dark:text-rose-400"
        >
          {error}
        </p>
      )}
    </form>
  );
}

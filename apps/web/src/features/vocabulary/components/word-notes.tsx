import { VOCABULARY_LIMITS } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

interface WordNotesProps {
  notes: string | null;
  saving: boolean;
  onSave: (notes: string) => Promise<unknown>;
}

const MAX = VOCABULARY_LIMITS.notesMaxLength;

/**
 * Viewing or editing: edit opens the text, save sends it, cancel puts the old text back. The box
 * counts characters against the contract's limit; past it the count turns red, says so, and save
 * waits (the text is kept, so the learner can shorten it).
 */
export function WordNotes({ notes, saving, onSave }: WordNotesProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const counterId = useId();

  if (draft === null) {
    return (
      <div className="flex items-start justify-between gap-3">
        <p
          data-testid="word-notes"
          className="min-w-0 text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300"
        >
          {notes ?? (
            <span className="text-slate-500 dark:text-slate-400">
              {t('notebookWords.notes.empty')}
            </span>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          data-testid="notes-edit"
          onClick={() => setDraft(notes ?? '')}
        >
          {notes ? t('notebookWords.notes.edit') : t('notebookWords.notes.add')}
        </Button>
      </div>
    );
  }
  const over = draft.length > MAX;
  return (
    <div className="space-y-2">
      <textarea
        data-testid="notes-input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('notebookWords.notes.empty')}
        aria-label={t('notebookWords.notes.label')}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
        rows={3}
        className="w-full rounded-xl border border-slate-300 bg-white p-2 text-sm text-slate-900 aria-invalid:border-rose-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          data-testid="notes-save"
          loading={saving}
          disabled={over}
          onClick={() =>
            void onSave(draft).then(
              () => setDraft(null),
              () => {},
            )
          }
        >
          {t('notebookWords.notes.save')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-testid="notes-cancel"
          onClick={() => setDraft(null)}
        >
          {t('notebookWords.notes.cancel')}
        </Button>
        <p
          id={counterId}
          data-testid="notes-counter"
          aria-live="polite"
          className={clsx(
            'ml-auto text-xs tabular-nums',
            over
              ? 'font-medium text-rose-600 dark:text-rose-400'
              : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {over
            ? t('notebookWords.notes.tooLong', { count: draft.length - MAX, max: MAX })
            : t('notebookWords.notes.counter', { count: draft.length, max: MAX })}
        </p>
      </div>
    </div>
  );
}

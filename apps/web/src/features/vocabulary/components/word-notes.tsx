import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

interface WordNotesProps {
  notes: string | null;
  saving: boolean;
  onSave: (notes: string) => Promise<unknown>;
}

/** Viewing or editing: edit opens the text, save sends it, cancel puts the old text back. */
export function WordNotes({ notes, saving, onSave }: WordNotesProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <div className="flex items-start justify-between gap-3">
        <p
          data-testid="word-notes"
          className="text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300"
        >
          {notes ?? (
            <span className="text-slate-500 dark:text-slate-400">
              {t('vocabulary.notes.empty')}
            </span>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          data-testid="notes-edit"
          onClick={() => setDraft(notes ?? '')}
        >
          {notes ? t('vocabulary.notes.edit') : t('vocabulary.notes.add')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <textarea
        data-testid="notes-input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('vocabulary.notes.empty')}
        aria-label={t('vocabulary.notes.label')}
        rows={3}
        className="w-full rounded-xl border border-slate-300 bg-white p-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          data-testid="notes-save"
          loading={saving}
          onClick={() =>
            void onSave(draft).then(
              () => setDraft(null),
              () => {},
            )
          }
        >
          {t('vocabulary.notes.save')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-testid="notes-cancel"
          onClick={() => setDraft(null)}
        >
          {t('vocabulary.notes.cancel')}
        </Button>
      </div>
    </div>
  );
}

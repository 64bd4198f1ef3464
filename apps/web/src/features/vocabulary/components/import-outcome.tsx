import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportState } from '../hooks/use-import';
import { importSummaryLines } from '../import-summary';

/** The result summary, or why the file or the call failed. */
export function ImportOutcome({ state, onDismiss }: { state: ImportState; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'busy') {
    return (
      <p
        role="status"
        data-testid="import-progress"
        className="text-sm text-slate-600 dark:text-slate-300"
      >
        {t('notebookImport.progress')}
      </p>
    );
  }
  const failed = state.status !== 'done';
  const lines =
    state.status === 'done'
      ? importSummaryLines(state.result, t)
      : state.status === 'invalid'
        ? [t(`notebookImport.errors.${state.error}`, state.values)]
        : [
            t('notebookImport.failed', {
              message: state.message ?? t('notebookImport.unknownError'),
            }),
          ];
  return (
    <div
      role={failed ? 'alert' : 'status'}
      data-testid={failed ? 'import-error' : 'import-summary'}
      className={
        failed
          ? 'flex items-start justify-between gap-3 rounded-2xl bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-300'
          : 'flex items-start justify-between gap-3 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200'
      }
    >
      <ul className="space-y-0.5 break-words">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} aria-label={t('notebookImport.dismiss')}>
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

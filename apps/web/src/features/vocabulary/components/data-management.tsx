import { VOCABULARY_CSV_COLUMNS, type VocabularyExportFormat } from '@toeic-ace/contract/rules';
import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isApiClientError } from '@/lib/api-error';
import { useImport } from '../hooks/use-import';

// What an import made of the file, and the export call: loaded when a learner imports or
// exports, not with the notebook.
const ImportOutcome = lazy(() =>
  import('./import-outcome').then((module) => ({ default: module.ImportOutcome })),
);

const FORMATS: readonly VocabularyExportFormat[] = ['json', 'csv', 'anki'];

interface DataManagementProps {
  /**
   * How many words the notebook holds (undefined while unknown): export is offered only when
   * some, the CSV example only when none; import always.
   */
  wordCount: number | undefined;
  onImported?: () => void;
}

/**
 * Export as JSON, CSV or Anki (when there is something to export), and import a .json, .csv or Anki (.apkg, .colpkg)
 * file — on an empty notebook too, with a short example of the CSV columns, since a learner
 * arriving with a list of words needs import first. Each blocks repeats while busy.
 */
export function DataManagement({ wordCount, onImported }: DataManagementProps) {
  const canExport = (wordCount ?? 0) > 0;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<VocabularyExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const importer = useImport(
    () => window.confirm(t('vocabulary.import.confirmReplace')),
    onImported,
  );
  const importing = importer.state.status === 'busy';

  async function runExport(format: VocabularyExportFormat) {
    if (exporting) return;
    setExporting(format);
    setExportError(null);
    try {
      const { exportWords } = await import('../api/export-words');
      await exportWords(format);
    } catch (error) {
      setExportError(
        isApiClientError(error) && error.code === 'EXPORT_IN_PROGRESS'
          ? t('vocabulary.export.inProgress')
          : t('vocabulary.export.failed'),
      );
    } finally {
      setExporting(null);
    }
  }

  return (
    <section data-testid="data-management" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {canExport &&
          FORMATS.map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              data-testid={`export-${format}`}
              loading={exporting === format}
              disabled={exporting !== null}
              onClick={() => void runExport(format)}
            >
              {exporting !== format && <Download className="h-4 w-4" aria-hidden />}
              {t(`vocabulary.export.${format}`)}
            </Button>
          ))}
        <label
          className={buttonClass('secondary', 'sm')}
          aria-disabled={importing || undefined}
          data-testid="import-button"
        >
          {importing ? (
            <Spinner size="sm" tone="current" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden />
          )}
          {importing ? t('vocabulary.import.busy') : t('vocabulary.import.button')}
          <input
            ref={input}
            type="file"
            accept=".json,.csv,.apkg,.colpkg,application/json,text/csv"
            className="sr-only"
            data-testid="import-input"
            disabled={importing}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importer.run(file);
            }}
          />
        </label>
      </div>

      {wordCount === 0 && <CsvExample />}
      {exportError && (
        <p
          role="alert"
          data-testid="export-failed"
          className="text-sm text-rose-600 dark:text-rose-400"
        >
          {exportError}
        </p>
      )}
      {importer.state.status !== 'idle' && (
        <Suspense fallback={null}>
          <ImportOutcome state={importer.state} onDismiss={importer.dismiss} />
        </Suspense>
      )}
    </section>
  );
}

/** The columns a CSV file may have, and two lines of one, for a learner importing a first list. */
function CsvExample() {
  const { t } = useTranslation();
  return (
    <div data-testid="import-csv-example" className="text-sm text-slate-600 dark:text-slate-400">
      <p>{t('vocabulary.import.csvHint', { columns: VOCABULARY_CSV_COLUMNS.join(', ') })}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {t('vocabulary.import.csvExample')}
      </pre>
    </div>
  );
}

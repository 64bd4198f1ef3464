import type { ImportResult } from '@toeic-ace/contract';
import type { TFunction } from 'i18next';

/** How many of the server's row errors the summary lists before counting the rest. */
export const SUMMARY_ERRORS_SHOWN = 3;

/**
 * The lines of the result summary: totals, skipped and failed counts only when there are any,
 * the first errors, then how many other errors there were.
 */
export function importSummaryLines(result: ImportResult, t: TFunction): string[] {
  const lines = [
    t('notebookImport.summary.total', { count: result.totalWords }),
    t('notebookImport.summary.success', { count: result.successCount }),
  ];
  if (result.skipCount > 0) {
    lines.push(t('notebookImport.summary.skipped', { count: result.skipCount }));
  }
  if (result.errorCount > 0) {
    lines.push(t('notebookImport.summary.failed', { count: result.errorCount }));
    lines.push(...result.errors.slice(0, SUMMARY_ERRORS_SHOWN));
    const others = result.errorCount - Math.min(result.errors.length, SUMMARY_ERRORS_SHOWN);
    if (others > 0) lines.push(t('notebookImport.summary.moreErrors', { count: others }));
  }
  return lines;
}

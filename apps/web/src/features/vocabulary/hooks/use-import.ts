import { useQueryClient } from '@tanstack/react-query';
import { VOCABULARY } from '@toeic-ace/contract/rules';
import type { ImportResult } from '@toeic-ace/contract';
import { useState } from 'react';
import { ApiClientError, errorMessage } from '@/lib/api-error';
import { importWords } from '../api/import-words';
import { VOCABULARY_KEY } from '../api/keys';
import type { ImportFileError } from '../import-file';

export type ImportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; result: ImportResult }
  | { status: 'invalid'; error: ImportFileError; values?: Record<string, string> }
  | { status: 'failed'; message: string | null };

/**
 * Reads the file, asks before replacing when it holds more than a few words (OK replaces
 * existing words, cancel skips them), sends it, and reloads list and stats afterwards;
 * `onImported` then starts filling in missing definitions without being waited for.
 */
export function useImport(confirmReplace: () => boolean, onImported?: () => void) {
  const client = useQueryClient();
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  async function run(file: File) {
    if (state.status === 'busy') return;
    setState({ status: 'busy' });
    try {
      // The file readers (CSV, Anki) load when a learner imports, not with the notebook.
      const { parseImportFile } = await import('../import-file');
      const parsed = await parseImportFile(file);
      if (!parsed.ok) {
        setState({ status: 'invalid', error: parsed.error, values: parsed.values });
        return;
      }
      const replace =
        parsed.words.length > VOCABULARY.importConfirmThreshold ? confirmReplace() : false;
      const result = await importWords(parsed.words, replace);
      setState({ status: 'done', result });
      await client.invalidateQueries({ queryKey: VOCABULARY_KEY });
      // Imported words without meanings get them in the background; the import is done.
      if (result.successCount > 0) onImported?.();
    } catch (error) {
      setState({
        status: 'failed',
        // Codes the app words itself (a full notebook, an unavailable server) in the learner's
        // language; others as the server wrote them.
        message: error instanceof ApiClientError ? errorMessage(error, error.message) : null,
      });
    }
  }

  return { state, run, dismiss: () => setState({ status: 'idle' }) };
}

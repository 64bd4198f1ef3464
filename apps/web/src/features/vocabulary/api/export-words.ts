import { type VocabularyExportFormat } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/vocabulary/export — the notebook as a file, saved under the server's file name. */
export async function exportWords(format: VocabularyExportFormat): Promise<string> {
  const file = await api.download(routes.vocabulary.exportWords, {
    query: { format, includeReviewData: 'true' },
  });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file.filename;
}

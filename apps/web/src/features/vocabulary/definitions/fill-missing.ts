import { VOCABULARY_LIMITS, type Language } from '@toeic-ace/contract/rules';
import type { WordList } from '@toeic-ace/contract';
import { needsDefinition, type DefinitionRunner } from './runner';

/**
 * Queues every notebook word without meanings (after an import), page by page; the runner's
 * concurrency limit paces the lookups. Resolves once all are queued, not when they finish.
 */
export async function queueMissingDefinitions(
  runner: Pick<DefinitionRunner, 'fetchIfMissing'>,
  listPage: (page: number, limit: number) => Promise<WordList>,
  language: Language,
): Promise<number> {
  let queued = 0;
  for (let page = 1; ; page += 1) {
    const { words, pagination } = await listPage(page, VOCABULARY_LIMITS.listMaxLimit);
    for (const word of words.filter(needsDefinition)) {
      void runner.fetchIfMissing(word, language);
      queued += 1;
    }
    if (page >= pagination.totalPages) return queued;
  }
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { notebookLimit } from '@/lib/api-error';
import { addWordToNotebook, type AddOutcome } from './api/add-word';
import { VOCABULARY_KEY } from './keys';
import type { WordToAdd } from './word-to-add';

/** Toast lengths of the two good outcomes (a word added: 2 s; already there: 3 s). */
export const ADD_TOAST_MS = { added: 2_000, exists: 3_000 } as const;

/**
 * Adds a word and says how it went: 已添加到生词本 / 已在生词本中，无需重复添加 / 添加单词失败，请重试
 * (and, kept in this browser for now, a note that it syncs later). The notebook's queries reload.
 */
export function useAddWord() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useCallback(
    async (input: WordToAdd): Promise<AddOutcome> => {
      const outcome = await addWordToNotebook(input);
      if (outcome === 'added') {
        notify.show('success', t('vocabulary.selection.added'), ADD_TOAST_MS.added);
      } else if (outcome === 'saved-locally') {
        notify.show('success', t('wordCapture.savedLocally'), ADD_TOAST_MS.exists);
      } else if (outcome === 'exists') {
        notify.show('info', t('vocabulary.selection.exists'), ADD_TOAST_MS.exists);
      } else if (outcome === 'full') {
        notify.error(t('errors.notebookFullNone', { limit: notebookLimit() }));
      } else {
        notify.error(t('vocabulary.errors.add'));
      }
      if (outcome !== 'failed' && outcome !== 'full')
        void client.invalidateQueries({ queryKey: VOCABULARY_KEY });
      return outcome;
    },
    [t, client],
  );
}

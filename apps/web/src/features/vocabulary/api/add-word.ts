import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddWordRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { VOCABULARY_KEY } from './keys';

/** POST /api/vocabulary/words — 409 WORD_ALREADY_EXISTS when the word is already there. */
export const addWord = (body: AddWordRequest) => api.call(routes.vocabulary.addWord, { body });

export function useAddWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}

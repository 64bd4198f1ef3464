import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWordRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { VOCABULARY_KEY } from './keys';

/** PUT /api/vocabulary/words/:id */
export const updateWord = (id: string, body: UpdateWordRequest) =>
  api.call(routes.vocabulary.updateWord, { params: { id }, body });

export function useUpdateWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWordRequest }) => updateWord(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}

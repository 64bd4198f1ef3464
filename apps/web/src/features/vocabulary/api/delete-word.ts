import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { VOCABULARY_KEY } from './keys';

/** DELETE /api/vocabulary/words/:id */
export const deleteWord = (id: string) =>
  api.call(routes.vocabulary.deleteWord, { params: { id } });

export function useDeleteWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWord,
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}

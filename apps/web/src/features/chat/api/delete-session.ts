import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** DELETE /api/chat?action=session&sessionId= — the session and its messages. */
export const deleteChatSession = (sessionId: string) =>
  api.call(routes.chat.remove, { query: { action: 'session', sessionId } });

export function useDeleteChatSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.history() }),
  });
}

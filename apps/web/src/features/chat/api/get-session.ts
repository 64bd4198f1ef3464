import { type ChatSessionDetail } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/chat?action=session&sessionId= — the session with its messages. */
export async function getChatSession(sessionId: string, signal?: AbortSignal) {
  const data = await api.call(routes.chat.read, {
    query: { action: 'session', sessionId },
    signal,
  });
  return data as ChatSessionDetail;
}

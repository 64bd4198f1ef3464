import { CHAT_LIMITS } from '@toeic-ace/contract/rules';
import type { ChatSessionDetail } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/chat?action=session&sessionId= — the session with one page of its messages: the
 * newest page, or (`before`, a message id) the page before that message.
 */
export async function getChatSession(sessionId: string, signal?: AbortSignal, before?: string) {
  const data = await api.call(routes.chat.read, {
    query: {
      action: 'session',
      sessionId,
      limit: CHAT_LIMITS.messagePageSize,
      ...(before ? { before } : {}),
    },
    signal,
  });
  return data as ChatSessionDetail;
}

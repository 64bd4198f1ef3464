import type { ChatSession, CreateChatSessionRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/chat?action=sessions — a new session; the caller then reads it by its id. */
export async function createChatSession(body: CreateChatSessionRequest) {
  const data = await api.call(routes.chat.write, { query: { action: 'sessions' }, body });
  return data as ChatSession;
}

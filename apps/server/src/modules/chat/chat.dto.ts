import type { ChatMessage, ChatSession } from '@toeic-ace/contract';
import { bool, time } from '../../db/codec';
import type { MessageRow, SessionRow } from './chat.repository';

export const toSession = (r: SessionRow): ChatSession => ({
  id: r.id,
  contextType: r.context_type,
  contextId: r.context_id,
  title: r.title,
  messageCount: Number(r.message_count),
  lastMessageAt: time.fromDb(r.last_message_at),
  createdAt: time.fromDb(r.created_at),
  updatedAt: time.fromDb(r.updated_at),
  isActive: bool.fromDb(r.is_active),
});

export function toMessage(r: MessageRow): ChatMessage {
  const at = time.fromDb(r.created_at);
  return {
    id: r.id,
    sessionId: r.session_id,
    role: r.role,
    content: r.content,
    createdAt: at,
    timestamp: at,
    interrupted: bool.fromDb(r.interrupted),
  };
}

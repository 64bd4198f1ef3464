import type { EntityTable } from 'dexie';
import type { MigrationMark, TableDeclaration } from '../table';

/** One message of a conversation with the tutor kept in this browser. */
export interface ChatHistoryRecord extends MigrationMark {
  id: string;
  /** The question the conversation is about; null for a general one. */
  questionId: string | null;
  /** The conversation it belongs to. */
  sessionId: string | null;
  timestamp: string;
  role: 'user' | 'assistant';
  content: string;
}

/** A conversation with the tutor kept in this browser. */
export interface ChatSessionRecord extends MigrationMark {
  id: string;
  questionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChatTables {
  chatHistory: EntityTable<ChatHistoryRecord, 'id'>;
  chatSessions: EntityTable<ChatSessionRecord, 'id'>;
}

export const chatTables: TableDeclaration<keyof ChatTables>[] = [
  { name: 'chatHistory', perUser: true, indexes: { 2: 'id, questionId, timestamp, role' } },
  { name: 'chatSessions', perUser: true, indexes: { 2: 'id, questionId, createdAt, updatedAt' } },
];

/** The chat module's public surface: the AI tutor's routes (sessions and the stateless call). */
export { default as chatRoutes, type ChatOptions } from './chat.plugin';
/** For the migration tool: conversations kept in a browser become the user's sessions. */
export {
  chatMessageRoom,
  countUserMessages,
  importChatMessages,
  importChatSession,
  type ImportedChatMessage,
  type ImportedChatSession,
} from './chat.import';

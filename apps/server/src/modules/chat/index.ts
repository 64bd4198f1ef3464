/** The chat module's public surface: the AI tutor's routes (sessions and the stateless call). */
export { default as chatRoutes, type ChatOptions } from './chat.plugin';

import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from '../../test/users';

/** Test calls in the client's own spelling of the action-style paths. */
export function chatCalls(app: FastifyInstance) {
  const call = (token: string, opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...bearer(token), ...opts.headers } });
  const session = (id: string) => `/api/chat?action=session&sessionId=${encodeURIComponent(id)}`;
  return {
    create: (token: string, payload: object = { contextType: 'question', contextId: 'q-1' }) =>
      call(token, { method: 'POST', url: '/api/chat?action=sessions', payload }),
    list: (token: string, query = '') =>
      call(token, { method: 'GET', url: `/api/chat?action=sessions${query}` }),
    get: (token: string, id: string) => call(token, { method: 'GET', url: session(id) }),
    update: (token: string, id: string, payload: object) =>
      call(token, { method: 'PUT', url: session(id), payload }),
    remove: (token: string, id: string) => call(token, { method: 'DELETE', url: session(id) }),
    stats: (token: string) => call(token, { method: 'GET', url: '/api/chat/stats' }),
    send: (token: string, id: string, payload: object) =>
      call(token, {
        method: 'POST',
        url: `/api/chat?action=messages&sessionId=${encodeURIComponent(id)}`,
        payload,
      }),
    stateless: (token: string, payload: object) =>
      call(token, { method: 'POST', url: '/api/questions/chat', payload }),
  };
}

/** The question a learner missed, as the review screen sends it. */
export const missedQuestion = {
  id: 'q-42',
  question: 'The report must be submitted ------- Friday.',
  options: ['by', 'until', 'at', 'on'],
  correctAnswer: 0,
  userAnswer: 1,
  category: 'part5',
  difficulty: 3,
  explanation: '"by" marks a deadline; "until" marks a continuing state.',
  type: 'reading' as const,
};

/** Reads server-sent events out of a response body: [event name, parsed data] pairs. */
export function parseEvents(body: string): [string, unknown][] {
  return body
    .split(/\n\n/)
    .map((block) => block.split('\n').filter((l) => !l.startsWith(':')))
    .filter((lines) => lines.some((l) => l.startsWith('data:')))
    .map((lines) => {
      const name =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      return [name, JSON.parse(data) as unknown];
    });
}

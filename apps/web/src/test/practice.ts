import type { Question } from '@toeic-ace/contract';
import { vi } from 'vitest';
import { browserPracticeDeps } from '@/features/practice/default-store';
import { createMemoryRepository } from './memory-session-repository';
import { createPracticeStore, type PracticeDeps } from '@/features/practice/store';

/** A valid question as the server serves it (Part 5 unless overridden). */
export const makeQuestion = (n: number, overrides: Partial<Question> = {}): Question => ({
  id: `q-${n}`,
  type: 'reading',
  category: 'part5',
  part: 5,
  question: `Question ${n}: The report is due ------- Friday.`,
  options: ['by', 'until', 'since', 'among'],
  correctAnswer: n % 4,
  explanation: `解析 ${n}`,
  difficulty: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  tags: ['preposition'],
  questionOrder: n - 1,
  ...overrides,
});

export const makeQuestions = (count: number, overrides: Partial<Question> = {}) =>
  Array.from({ length: count }, (_, i) => makeQuestion(i + 1, overrides));

export type SseFrame = { event: string; data: unknown } | { raw: string };

const encodeFrame = (frame: SseFrame) =>
  'raw' in frame ? frame.raw : `event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;

/**
 * A text/event-stream response as the server sends it. With `gate`, frames after the first
 * `split` wait for the gate: a test can look at the screen while the stream is still open.
 */
export function sseResponse(
  frames: SseFrame[],
  { gate, split = frames.length }: { gate?: Promise<void>; split?: number } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const frame of frames.slice(0, split))
        controller.enqueue(encoder.encode(encodeFrame(frame)));
      if (gate) await gate;
      for (const frame of frames.slice(split))
        controller.enqueue(encoder.encode(encodeFrame(frame)));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

/** The frames of a served set: one `question` event each, then `done`. */
export const servedSet = (questions: Question[]): SseFrame[] => [
  ...questions.map((q) => ({ event: 'question', data: q })),
  { event: 'done', data: { count: questions.length, source: 'bank' } },
];

/**
 * A practice store on the real API client (fetch is what tests stub) with an in-memory local
 * database, a fixed user, recorded toasts and events.
 */
export function createTestPracticeStore(overrides: Partial<PracticeDeps> = {}) {
  const repository = createMemoryRepository();
  const toast = vi.fn<PracticeDeps['toast']>();
  const emitCompleted = vi.fn<PracticeDeps['emitCompleted']>();
  const log = vi.fn<PracticeDeps['log']>();
  let id = 0;
  const deps: PracticeDeps = {
    ...browserPracticeDeps(),
    repository,
    currentUserId: () => 'u-1',
    newId: () => `local-${++id}`,
    toast,
    emitCompleted,
    log,
    ...overrides,
  };
  const store = createPracticeStore(deps);
  return { store, repository, toast, emitCompleted, log, deps };
}

import {
  generationDoneEventSchema,
  generationErrorEventSchema,
  questionSchema,
  type GenerateQuestionsInput,
  type GenerationDoneEvent,
  type Question,
} from '@toeic-ace/contract';
import { apiStream } from '@/lib/api-stream';
import { ApiClientError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * POST /api/questions/generate/stream — calls `onQuestion` for each question as soon as the
 * server has it; resolves with the `done` event. An `error` event, an invalid `done`, or a stream
 * that ends without `done` rejects (an ApiClientError with the server's code when it sent one).
 * Invalid question events are skipped.
 */
export async function streamQuestions(
  body: GenerateQuestionsInput,
  onQuestion: (question: Question) => void,
  signal?: AbortSignal,
): Promise<GenerationDoneEvent> {
  const outcome: { done: GenerationDoneEvent | null; failure: ApiClientError | null } = {
    done: null,
    failure: null,
  };
  await apiStream(
    '/questions/generate/stream',
    (event) => {
      const data = parseJson(event.data);
      if (event.event === 'question') {
        const parsed = questionSchema.safeParse(data);
        if (parsed.success) onQuestion(parsed.data);
        else console.warn('Skipped an invalid question event', parsed.error.issues);
      } else if (event.event === 'done') {
        const parsed = generationDoneEventSchema.safeParse(data);
        if (parsed.success) outcome.done = parsed.data;
      } else if (event.event === 'error') {
        const parsed = generationErrorEventSchema.safeParse(data);
        outcome.failure = parsed.success
          ? new ApiClientError(parsed.data.message, parsed.data.code, 200)
          : new ApiClientError(i18n.t('errors.requestError'), 'GENERATION_FAILED', 200);
      }
    },
    { body, signal },
  );
  if (outcome.failure) throw outcome.failure;
  if (!outcome.done) throw new ApiClientError(i18n.t('errors.networkError'), 'NETWORK_ERROR', 0);
  return outcome.done;
}

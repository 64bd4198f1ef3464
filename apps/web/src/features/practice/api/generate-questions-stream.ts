// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the question stream's event schemas; default-store.ts imports this module when a set is generated
import {
  questionRoutes,
  type GenerateQuestionsInput,
  type GenerationDoneEvent,
  type Question,
} from '@toeic-ace/contract';
import { apiStream } from '@/lib/api-stream';
import { ApiClientError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

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
  // The contract's own entry: its event schemas check each event (lib/routes.ts has none).
  await apiStream(questionRoutes.generateStream, { body, signal }, (event) => {
    if (event.event === 'question') {
      if (event.ok) onQuestion(event.data);
      else console.warn('Skipped an invalid question event', event.issues);
    } else if (event.event === 'done') {
      if (event.ok) outcome.done = event.data;
    } else if (event.event === 'error') {
      outcome.failure = event.ok
        ? new ApiClientError(event.data.message, event.data.code, 200)
        : new ApiClientError(i18n.t('errors.requestError'), 'GENERATION_FAILED', 200);
    }
  });
  if (outcome.failure) throw outcome.failure;
  if (!outcome.done) throw new ApiClientError(i18n.t('errors.networkError'), 'NETWORK_ERROR', 0);
  return outcome.done;
}

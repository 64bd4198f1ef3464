import type { GenerationErrorEvent, GenerationStreamEventName } from '@toeic-ace/contract';
import type { FastifyReply } from 'fastify';
import { abortOnClose, openEventStream, RetryLaterError } from '../../ai';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError, ServiceUnavailableError } from '../../errors';
import type { GenerationRun, QuestionEngine } from './generation.service';

function errorEvent(error: unknown): GenerationErrorEvent {
  if (isDatabaseUnavailable(error)) {
    const { code, message, retryAfterSeconds } = new ServiceUnavailableError();
    return { code, message, retryAfterSeconds };
  }
  if (error instanceof AppError) {
    const retry =
      error instanceof RetryLaterError && error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {};
    return { code: error.code, message: error.message, ...retry };
  }
  return { code: 'INTERNAL_ERROR', message: 'Internal server error' };
}

/**
 * Answers a generate request as server-sent events (the format is documented with the contract's
 * stream event schemas). Called after the checks that answer with an envelope (validation,
 * login, quota, session); from here on the status is 200 and failures become events.
 */
export async function streamGeneration(
  engine: QuestionEngine,
  run: Omit<GenerationRun, 'mode' | 'signal' | 'onQuestion'>,
  reply: FastifyReply,
): Promise<void> {
  const controller = abortOnClose(reply);
  const stream = openEventStream<GenerationStreamEventName>(reply);
  try {
    const result = await engine.generate({
      ...run,
      mode: 'stream',
      signal: controller.signal,
      onQuestion: (question) => stream.send('question', question),
    });
    stream.send('done', { count: result.questions.length, source: result.source });
  } catch (error) {
    if (controller.signal.aborted) {
      run.log.info('generation stream closed by the client');
      return;
    }
    if (isDatabaseUnavailable(error)) run.log.warn({ err: error }, 'database unavailable');
    else if (!(error instanceof AppError))
      run.log.error({ err: error }, 'generation stream failed');
    else run.log.info({ code: error.code }, error.message);
    stream.send('error', errorEvent(error));
  } finally {
    stream.close();
  }
}

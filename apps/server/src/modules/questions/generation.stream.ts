import type { OutgoingHttpHeaders } from 'node:http';
import type { GenerationErrorEvent, GenerationStreamEventName } from '@toeic-ace/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors';
import type { GenerationRun, QuestionEngine } from './generation.service';
import { RetryLaterError } from './quota';

/** Proxies close idle connections; a comment line every so often keeps a slow set alive. */
const HEARTBEAT_MS = 15_000;

/** A signal that fires when the client goes away before the response is complete. */
export function abortOnClose(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new Error('the client closed the connection'));
  });
  return controller;
}

function errorEvent(error: unknown): GenerationErrorEvent {
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
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const open = () => !res.destroyed && !res.writableEnded;
  const send = (event: GenerationStreamEventName, data: unknown) => {
    if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const heartbeat = setInterval(() => open() && res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const result = await engine.generate({
      ...run,
      mode: 'stream',
      signal: controller.signal,
      onQuestion: (question) => send('question', question),
    });
    send('done', { count: result.questions.length, source: result.source });
  } catch (error) {
    if (controller.signal.aborted) {
      run.log.info('generation stream closed by the client');
      return;
    }
    if (!(error instanceof AppError)) run.log.error({ err: error }, 'generation stream failed');
    else run.log.info({ code: error.code }, error.message);
    send('error', errorEvent(error));
  } finally {
    clearInterval(heartbeat);
    if (!res.writableEnded) res.end();
  }
}

import type { ChatStreamEventName } from '@toeic-ace/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { abortOnClose, openEventStream } from '../../ai';
import { AppError } from '../../errors';
import { chatFailure, errorObject } from './chat.errors';
import type { PreparedSend } from './chat.service';

/**
 * Answers a send as server-sent events, after every check that answers with an envelope.
 * Each piece of text goes out as the provider writes it. When the learner goes away (the stop
 * button, a closed tab) the provider call is aborted and what was written so far is stored,
 * marked interrupted, so the history shows what they saw.
 */
export async function streamReply(
  prepared: PreparedSend,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<void> {
  const controller = abortOnClose(reply);
  const stream = openEventStream<ChatStreamEventName>(reply);
  let text = '';
  try {
    for await (const delta of prepared.provider.stream(prepared.request, controller.signal)) {
      text += delta;
      stream.send('delta', { text: delta });
    }
    stream.send('done', await prepared.store(text));
  } catch (error) {
    if (controller.signal.aborted) {
      await prepared
        .store(text, true)
        .catch((err: unknown) => log.error({ err }, 'storing an interrupted chat reply failed'));
      log.info({ chars: text.length }, 'chat reply stopped by the client; partial reply stored');
      return;
    }
    const failure = chatFailure(error, false);
    if (failure instanceof AppError) log.info({ code: failure.code }, failure.message);
    else log.error({ err: error }, 'chat stream failed');
    stream.send('error', errorObject(failure));
  } finally {
    stream.close();
  }
}

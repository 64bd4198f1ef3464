// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the reply stream's event schemas; this module loads with the chat panel, never on a first load
import {
  chatRoutes,
  type SendChatMessageRequest,
  type SendChatMessageResponse,
} from '@toeic-ace/contract';
import { ApiClientError } from '@/lib/api-error';
import { apiStream } from '@/lib/api-stream';
import { i18n } from '@/lib/i18n';

/**
 * POST /api/chat?action=messages&sessionId= as server-sent events: `onDelta` gets each piece of
 * the reply as the model writes it; resolves with both stored messages (`done`). An `error`
 * event rejects with the server's code; a stream that ends without `done` is a network error.
 * Aborting `signal` stops the reply; the server then keeps what was written, marked interrupted.
 */
export async function sendChatMessage(
  sessionId: string,
  body: SendChatMessageRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<SendChatMessageResponse> {
  const outcome: { done: SendChatMessageResponse | null; failure: ApiClientError | null } = {
    done: null,
    failure: null,
  };
  await apiStream(
    // The contract's own entry: its event schemas check each event (lib/routes.ts has none).
    chatRoutes.write,
    { query: { action: 'messages', sessionId }, body, signal },
    (event) => {
      if (event.event === 'delta') {
        if (event.ok) onDelta(event.data.text);
      } else if (event.event === 'done') {
        if (event.ok) outcome.done = event.data;
      } else if (event.event === 'error') {
        outcome.failure = event.ok
          ? new ApiClientError(event.data.message, event.data.code, 200, event.data.details)
          : new ApiClientError(i18n.t('errors.requestError'), 'SEND_MESSAGE_FAILED', 200);
      }
    },
  );
  if (outcome.failure) throw outcome.failure;
  if (!outcome.done) throw new ApiClientError(i18n.t('errors.networkError'), 'NETWORK_ERROR', 0);
  return outcome.done;
}

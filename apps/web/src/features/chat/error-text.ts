import { CHAT_LIMITS } from '@toeic-ace/contract/rules';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** What the error box says for a failed chat call; `fallback` is the call's own default message. */
export function chatErrorText(error: unknown, fallback: string): string {
  if (isApiClientError(error)) {
    if (error.code === 'AI_NOT_CONFIGURED') return i18n.t('chat.notConfigured.title');
    if (error.code === 'AI_UNAVAILABLE') return i18n.t('chat.errors.unavailable');
    // The caps of CHAT_LIMITS, with the number as the learner's language writes it.
    if (error.code === 'CHAT_SESSION_FULL') {
      const limit = CHAT_LIMITS.messagesPerSession.toLocaleString(i18n.language);
      return i18n.t('chat.errors.sessionFull', { limit });
    }
    if (error.code === 'CHAT_SESSION_LIMIT') {
      const limit = CHAT_LIMITS.sessionsPerLearner.toLocaleString(i18n.language);
      return i18n.t('chat.errors.sessionLimit', { limit });
    }
  }
  return errorMessage(error, fallback);
}

export const isNotConfigured = (error: unknown) =>
  isApiClientError(error) && error.code === 'AI_NOT_CONFIGURED';

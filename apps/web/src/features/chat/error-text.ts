import { errorMessage, isApiClientError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** What the error box says for a failed chat call; `fallback` is the call's own default message. */
export function chatErrorText(error: unknown, fallback: string): string {
  if (isApiClientError(error)) {
    if (error.code === 'AI_NOT_CONFIGURED') return i18n.t('chat.notConfigured.title');
    if (error.code === 'AI_UNAVAILABLE') return i18n.t('chat.errors.unavailable');
  }
  return errorMessage(error, fallback);
}

export const isNotConfigured = (error: unknown) =>
  isApiClientError(error) && error.code === 'AI_NOT_CONFIGURED';

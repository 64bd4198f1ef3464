import { CHAT_LIMITS, chatSessionFullMessage, chatSessionLimitMessage } from '@toeic-ace/contract';
import { AiProviderError, RetryLaterError } from '../../ai';
import { AppError, AiUnavailableError } from '../../errors';

export const notConfigured = () =>
  new AppError(
    503,
    'AI_NOT_CONFIGURED',
    'AI 助教需要配置 AI 密钥（Gemini 或 OpenAI 兼容服务）才能回答',
  );

/** 409: the learner holds CHAT_LIMITS.sessionsPerLearner sessions already. */
export const sessionLimit = () => {
  const limit = CHAT_LIMITS.sessionsPerLearner;
  return new AppError(409, 'CHAT_SESSION_LIMIT', chatSessionLimitMessage(limit), { limit });
};

/** 409: one more exchange would take the session past CHAT_LIMITS.messagesPerSession. */
export const sessionFull = () => {
  const limit = CHAT_LIMITS.messagesPerSession;
  return new AppError(409, 'CHAT_SESSION_FULL', chatSessionFullMessage(limit), { limit });
};

/**
 * What a failed provider call means to the learner: the provider's rate limit is ours (429
 * with its wait), an unreachable or overloaded provider is 503, and anything else (a refusal,
 * an empty or malformed answer) is a failed send that may succeed when rephrased.
 */
export function chatFailure(error: unknown, stateless: boolean): unknown {
  if (!(error instanceof AiProviderError)) return error;
  if (error.kind === 'rate_limit') {
    const wait =
      error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000);
    return new RetryLaterError('AI 服务请求过于频繁，请稍后再试', wait);
  }
  if (['network', 'timeout', 'server', 'auth'].includes(error.kind)) {
    return new AiUnavailableError('AI 服务暂时不可用，请稍后再试');
  }
  return new AppError(502, stateless ? 'CHAT_FAILED' : 'SEND_MESSAGE_FAILED', '发送消息失败');
}

/** The envelope's error object for a failure, hiding anything that is not ours to show. */
export function errorObject(error: unknown) {
  if (error instanceof RetryLaterError && error.retryAfterSeconds !== undefined) {
    const details = { retryAfterSeconds: error.retryAfterSeconds };
    return { code: error.code, message: error.message, details };
  }
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  return { code: 'INTERNAL_ERROR' as const, message: 'Internal server error' };
}

import { isApiClientError } from '@/lib/api-error';

export type HistoryError =
  { kind: 'network' } | { kind: 'server'; message: string } | { kind: 'other' };

/**
 * History modal errors: a dead network → 网络错误，请稍后重试; otherwise the
 * server's error text, or 获取练习历史失败 when there is none.
 */
export function historyError(error: unknown): HistoryError {
  if (isApiClientError(error)) {
    if (error.code === 'NETWORK_ERROR') return { kind: 'network' };
    if (error.message) return { kind: 'server', message: error.message };
  }
  return { kind: 'other' };
}

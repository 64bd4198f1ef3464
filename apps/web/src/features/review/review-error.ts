import { isApiClientError } from '@/lib/api-error';

/** auth: 认证已过期，请重新登录; network: 无法加载练习记录…; notFound; generic: load error + retry. */
export type ReviewErrorKind = 'auth' | 'network' | 'notFound' | 'generic';

const AUTH_CODES = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'REFRESH_FAILED', 'NO_REFRESH_TOKEN'];

/** Review page errors, matched on the message wording first (a 401, a network failure, a missing
 * session), then on codes. */
export function reviewErrorKind(error: unknown): ReviewErrorKind {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/401|Unauthorized/i.test(message)) return 'auth';
  if (isApiClientError(error) && (error.status === 401 || AUTH_CODES.includes(error.code))) {
    return 'auth';
  }
  if (message.includes('获取练习会话失败')) return 'network';
  if (isApiClientError(error) && error.code === 'NETWORK_ERROR') return 'network';
  if (isApiClientError(error) && error.status === 404) return 'notFound';
  return 'generic';
}

import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { reviewErrorKind } from './review-error';

describe('review error messages', () => {
  it.each([
    [new Error('Request failed with status 401'), 'auth'],
    [new Error('Unauthorized'), 'auth'],
    [new ApiClientError('Authentication required', 'UNAUTHORIZED', 401), 'auth'],
    [new ApiClientError('令牌刷新失败', 'REFRESH_FAILED', 401), 'auth'],
    [new Error('获取练习会话失败'), 'network'],
    [new ApiClientError('网络连接失败，请检查网络连接', 'NETWORK_ERROR', 0), 'network'],
    [new ApiClientError('Practice session not found', 'NOT_FOUND', 404), 'notFound'],
    [new ApiClientError('服务器错误 (500)', 'SERVER_ERROR', 500), 'generic'],
    [new Error('boom'), 'generic'],
    ['something', 'generic'],
    [undefined, 'generic'],
  ] as const)('%s → %s', (error, kind) => {
    expect(reviewErrorKind(error)).toBe(kind);
  });
});

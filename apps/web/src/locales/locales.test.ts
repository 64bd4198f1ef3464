import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';
import zh from './zh';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe('locales', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ])('%s has exactly the keys of zh, with the same placeholders', (_, other) => {
    expect(keys(other).sort()).toEqual(keys(zh).sort());
    for (const key of keys(zh)) {
      expect(placeholders(lookup(other, key) as string), key).toEqual(
        placeholders(lookup(zh, key) as string),
      );
    }
  });

  it('carries the product’s zh texts word for word', () => {
    expect(zh.auth.validation.required).toBe('请填写所有必填字段');
    expect(zh.auth.toast).toEqual({
      registerSuccess: '注册成功！',
      loginSuccess: '登录成功！',
      logoutSuccess: '已成功登出',
      logoutFailed: '登出失败',
    });
    expect(zh.errors.networkError).toBe('网络连接失败，请检查网络连接');
    expect(zh.guard.verifying).toBe('正在验证登录状态...');
  });
});

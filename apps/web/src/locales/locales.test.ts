import { describe, expect, it } from 'vitest';
import { languageTexts } from './texts';

const zh = languageTexts('zh');
const ja = languageTexts('ja');
const en = languageTexts('en');

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/** i18next's plural suffixes: English needs _one and _other where Chinese and Japanese need none. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (tree: unknown) =>
  [...new Set(keys(tree).map((k) => k.replace(PLURAL, '')))].sort();

/** The text i18next shows for `key` with a count of 2 (the _other form when there is one). */
const manyForm = (tree: unknown, key: string) =>
  (lookup(tree, `${key}_other`) ?? lookup(tree, key)) as string;

const texts = (tree: unknown) =>
  keys(tree).map((key) => [key, lookup(tree, key) as string] as const);

describe('locales', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ])(
    '%s has exactly the keys of zh (plural forms aside), with the same placeholders',
    (_, other) => {
      expect(baseKeys(other)).toEqual(baseKeys(zh));
      for (const key of baseKeys(zh)) {
        expect(placeholders(manyForm(other, key)), key).toEqual(placeholders(manyForm(zh, key)));
      }
    },
  );

  it('writes English counts as words: no "(s)", no number or placeholder glued to a word', () => {
    const glued = texts(en).filter(([, text]) =>
      /\(s\)|\d[A-Za-z]|[A-Za-z]\d|}}[A-Za-z]|[A-Za-z]{{/.test(
        // Names that are numbered by nature, not counts: TOEIC parts and JLPT levels.
        text.replace(/\b(N[1-5]|mp3)\b/g, ''),
      ),
    );
    expect(glued).toEqual([]);
  });

  it('gives every English count followed by a word its singular and plural forms', () => {
    const missing = texts(en)
      .filter(([key, text]) => /{{count}}\s+[A-Za-z]/.test(text) && !PLURAL.test(key))
      .map(([key]) => key);
    expect(missing).toEqual([]);
    for (const [key] of texts(en).filter(([k]) => k.endsWith('_one'))) {
      expect(lookup(en, key.replace(/_one$/, '_other')), key).toBeTypeOf('string');
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

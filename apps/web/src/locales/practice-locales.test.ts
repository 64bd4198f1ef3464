import { describe, expect, it } from 'vitest';
import { languageTexts } from './texts';

const zh = languageTexts('zh');

describe('practice texts', () => {
  it('carry the product’s zh messages word for word', () => {
    expect(zh.practice.messages).toMatchObject({
      notLoggedIn: '用户未登录',
      rateLimited: '请求过于频繁，请稍后再试',
      initFailed: '初始化练习会话失败',
      createFailed: '创建练习会话失败',
      submitFailed: '提交答案失败',
      completeFailed: '完成练习会话失败',
      detailFailed: '获取练习会话详情失败',
      noQuestions: '没有生成任何题目',
    });
    expect(zh.practice.types).toEqual({ listening: '听力', reading: '阅读' });
    expect(zh.nav.practice).toBe('练习');
  });
});

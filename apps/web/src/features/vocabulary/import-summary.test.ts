import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { importSummaryLines } from './import-summary';

const t = i18n.getFixedT('zh');

describe('the import result summary', () => {
  it('gives total and success only when nothing was skipped or failed', () => {
    const lines = importSummaryLines(
      { totalWords: 2, successCount: 2, skipCount: 0, errorCount: 0, errors: [] },
      t,
    );
    expect(lines).toEqual(['导入完成！总计：2', '成功：2']);
  });

  it('lists the first three errors and counts the others', () => {
    const errors = ['Row 1: word: required', 'Row 4: x', 'Row 7: y', 'Row 9: z'];
    const lines = importSummaryLines(
      { totalWords: 120, successCount: 10, skipCount: 5, errorCount: 105, errors },
      t,
    );
    expect(lines).toEqual([
      '导入完成！总计：120',
      '成功：10',
      '跳过：5',
      '失败：105',
      'Row 1: word: required',
      'Row 4: x',
      'Row 7: y',
      '...以及其他 102 个错误',
    ]);
  });

  it('adds no "other errors" line when every error is shown', () => {
    const lines = importSummaryLines(
      { totalWords: 3, successCount: 1, skipCount: 0, errorCount: 2, errors: ['a', 'b'] },
      t,
    );
    expect(lines.at(-1)).toBe('b');
  });
});

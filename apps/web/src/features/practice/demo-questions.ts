import { DEMO_SET } from './demo-set';
import { PRACTICE, type Language } from '@toeic-ace/contract/rules';
import type { Question } from '@toeic-ace/contract';

/**
 * The offline set: five original Part 5 items bundled with the web app, used when
 * generation fails for any reason but the rate limit. Written for TOEIC Ace, never copied.
 */
interface DemoItem {
  id: string;
  difficulty: number;
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: Record<Language, string>;
  tags: string[];
}

const ITEMS: DemoItem[] = [
  {
    id: 'demo-p5-01',
    difficulty: 2,
    question: 'The quarterly sales report must be submitted to the finance office ------- Friday.',
    options: ['by', 'until', 'since', 'among'],
    correctAnswer: 0,
    explanation: {
      zh: '“by + 时间”表示“在……之前（截止）”，用于必须完成的期限，所以选 (A)。until 表示动作一直持续到某时；since 要和完成时连用；among 表示“在……之中”，都不符合。',
      ja: '「by + 時」は「〜までに（期限）」を表すので (A) が正解です。until は「〜までずっと（継続）」、since は完了形と使い、among は「〜の間で」の意味なので合いません。',
      en: '"By + a time" gives a deadline, which is what "must be submitted" needs, so (A) is correct. "Until" describes an action that continues up to a time, "since" goes with the perfect tenses, and "among" means "in a group of".',
    },
    tags: ['preposition', 'deadline'],
  },
  {
    id: 'demo-p5-02',
    difficulty: 3,
    question:
      'Ms. Okafor was promoted to regional manager because of her ------- leadership during the merger.',
    options: ['effect', 'effective', 'effectively', 'effectiveness'],
    correctAnswer: 1,
    explanation: {
      zh: '空格在所有格 her 和名词 leadership 之间，需要形容词修饰名词，所以选 (B) effective（有效的）。effect 和 effectiveness 是名词，effectively 是副词。',
      ja: '所有格 her と名詞 leadership の間には名詞を修飾する形容詞が入るので、(B) effective（効果的な）が正解です。effect と effectiveness は名詞、effectively は副詞です。',
      en: 'The blank sits between the possessive "her" and the noun "leadership", so it needs an adjective: (B) "effective". "Effect" and "effectiveness" are nouns and "effectively" is an adverb.',
    },
    tags: ['word-form', 'adjective'],
  },
  {
    id: 'demo-p5-03',
    difficulty: 2,
    question:
      'All visitors are asked to sign in at the front desk ------- entering the laboratory.',
    options: ['before', 'despite', 'unless', 'although'],
    correctAnswer: 0,
    explanation: {
      zh: '“在进入实验室之前登记”最合乎逻辑，before 作介词可以接动名词 entering，所以选 (A)。despite（尽管）意思不通；unless 和 although 是连词，后面一般接完整的句子。',
      ja: '「研究室に入る前に受付で記帳する」が自然で、前置詞 before は動名詞 entering を続けられるので (A) が正解です。despite（〜にもかかわらず）は意味が合わず、unless と although は接続詞で通常は節が続きます。',
      en: 'Signing in before entering the lab is the logical order, and "before" can take the gerund "entering", so (A) is correct. "Despite" makes no sense here, and "unless" and "although" are conjunctions that normally introduce a full clause.',
    },
    tags: ['preposition', 'gerund'],
  },
  {
    id: 'demo-p5-04',
    difficulty: 4,
    question:
      'Neither the sales representatives nor the marketing director ------- aware of the price change until this morning.',
    options: ['were', 'was', 'have been', 'being'],
    correctAnswer: 1,
    explanation: {
      zh: '“neither A nor B”作主语时，谓语动词与离它最近的 B 保持一致。B 是单数的 the marketing director，并且 until this morning 表示过去，所以选 (B) was。being 不能作谓语。',
      ja: '「neither A nor B」が主語のとき、動詞は近いほうの B に一致させます。B は単数の the marketing director で、until this morning から過去の話なので (B) was が正解です。being は述語動詞になれません。',
      en: 'With "neither A nor B" the verb agrees with the nearer subject, here the singular "the marketing director", and "until this morning" points to the past, so (B) "was" is correct. "Being" cannot be the main verb.',
    },
    tags: ['subject-verb agreement', 'correlative conjunction'],
  },
  {
    id: 'demo-p5-05',
    difficulty: 3,
    question:
      'The new software allows employees to track their travel expenses more ------- than the old system did.',
    options: ['accurate', 'accuracy', 'accurately', 'accurateness'],
    correctAnswer: 2,
    explanation: {
      zh: '空格修饰动词 track，需要副词；more + 副词 + than 构成比较级，所以选 (C) accurately（准确地）。accurate 是形容词，accuracy 和 accurateness 是名词。',
      ja: '空所は動詞 track を修飾するので副詞が必要です。more + 副詞 + than で比較級になるので (C) accurately（正確に）が正解です。accurate は形容詞、accuracy と accurateness は名詞です。',
      en: 'The blank describes how employees "track", so it needs an adverb; "more ... than" makes it comparative: (C) "accurately". "Accurate" is an adjective, while "accuracy" and "accurateness" are nouns.',
    },
    tags: ['word-form', 'adverb', 'comparison'],
  },
];

/** The demo set in the interface language: at most PRACTICE.demoQuestionCount, up to `count`. */
export function demoQuestions(language: Language, count: number, now = new Date()): Question[] {
  const size = Math.max(1, Math.min(count, PRACTICE.demoQuestionCount, ITEMS.length));
  return ITEMS.slice(0, size).map((item, index) => ({
    id: item.id,
    type: DEMO_SET.questionType,
    category: DEMO_SET.category,
    part: 5,
    question: item.question,
    options: [...item.options],
    correctAnswer: item.correctAnswer,
    explanation: item.explanation[language],
    difficulty: item.difficulty,
    tags: [...item.tags],
    createdAt: now.toISOString(),
    questionOrder: index,
  }));
}

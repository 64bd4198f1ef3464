import { randomUUID } from 'node:crypto';
import { sanitizeForAI, type GenerationStreamEvent } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { VERIFICATION_SYSTEM } from './prompts';
import { promptOf, type FakeRequest, type FakeStep, type Responder } from '../../ai/testing';

/**
 * Test and bench support: a fake model that writes valid TOEIC-shaped items for whatever a
 * generation prompt asks, and answers verification prompts with the keys it wrote (or wrong ones
 * on purpose), plus helpers to call the generate endpoints.
 */

export { promptOf };

export const isVerification = (req: FakeRequest) => promptOf(req).system === VERIFICATION_SYSTEM;

export interface GeneratedItem {
  group?: string;
  scene?: string;
  transcript?: string;
  passage?: string;
  question: string;
  options: string[];
  explanation: string;
  correctAnswer: number;
  tags: string[];
  difficulty: number;
}

const EXPLANATIONS = {
  zh: '句子需要一个名词作主语，所以正确答案是 (B)。(A) 是动词，放在这里语法不通，是最容易误选的干扰项。',
  ja: '空所には主語になる名詞が必要なので (B) が正解です。(A) は動詞で文法的に合わず、最も紛らわしい選択肢です。',
  en: 'The blank needs a noun as the subject, so (B) is correct. (A) is a verb and does not fit grammatically, which makes it the tempting distractor.',
} as const;

const explanationFor = (prompt: string) =>
  prompt.includes('Simplified Chinese')
    ? EXPLANATIONS.zh
    : prompt.includes('Japanese')
      ? EXPLANATIONS.ja
      : EXPLANATIONS.en;

/** How a verifier prompt names a question: its (sanitised) stem and first option. */
export const verifierKey = (stem: string, firstOption: string) =>
  `${sanitizeForAI(stem, { maxLength: 10_000 }).text}|${sanitizeForAI(firstOption).text}`;

export class FakeModel {
  /** verifier key → the answer the verifier gives. */
  readonly #answers = new Map<string, number>();
  readonly #salt = randomUUID().slice(0, 6);
  #counter = 0;
  generationCalls = 0;
  verificationCalls = 0;

  constructor(readonly opts: { tokensPerSecond?: number } = {}) {}

  /** Items for a part, as the model would write them; the verifier will agree with their keys. */
  items(
    part: number,
    count: number,
    level = 3,
    explanation: string = EXPLANATIONS.en,
  ): GeneratedItem[] {
    const items: GeneratedItem[] = [];
    const groupSize = part === 6 ? 4 : 3;
    for (let i = 0; i < count; i++) {
      const n = ++this.#counter;
      const id = `${this.#salt}-${n}`;
      const key = n % 4;
      const options = [0, 1, 2, 3].map((k) => `${OPTION_WORDS[k]} ${id}`);
      const firstOfGroup = i % groupSize === 0;
      const group = String(Math.floor(i / groupSize) + 1);
      const item: GeneratedItem = {
        question: STEMS[part]?.(id, (i % groupSize) + 1) ?? `Question ${id}?`,
        options,
        explanation,
        correctAnswer: key,
        tags: ['grammar', 'office'],
        difficulty: level,
      };
      if (part === 1) {
        item.scene = `A woman is arranging files on a shelf in office ${id}.`;
        item.transcript = options.map((o, k) => `(${'ABCD'[k]}) ${o}`).join('\n');
      }
      if (part === 2) item.transcript = `Woman: When will the report for project ${id} be ready?`;
      if ((part === 3 || part === 4) && firstOfGroup) {
        item.transcript = `Woman: The delivery for order ${id} is late.\nMan: I will call the supplier this afternoon.`;
      }
      if (part === 6 && firstOfGroup) {
        item.passage = `Dear staff, the cafeteria -- (1) -- on Monday. Please -- (2) -- early. -- (3) -- Thank you for your -- (4) --. Ref ${id}.`;
      }
      if (part === 7 && firstOfGroup) {
        item.passage = `NOTICE ${id}\nThe parking garage will be closed for repairs on Saturday.\n---\nE-mail: Please use the street lot instead.`;
      }
      if (part >= 3 && part !== 5) item.group = group;
      this.#answers.set(verifierKey(item.question, options[0] ?? ''), key);
      items.push(item);
    }
    return items;
  }

  /** Makes the verifier disagree with this item's key. */
  disagreeWith(item: GeneratedItem): void {
    this.#answers.set(
      verifierKey(item.question, item.options[0] ?? ''),
      (item.correctAnswer + 1) % 4,
    );
  }

  /** Registers keys of items written by hand, so the verifier knows them. */
  know(items: GeneratedItem[]): void {
    for (const item of items) {
      this.#answers.set(verifierKey(item.question, item.options[0] ?? ''), item.correctAnswer);
    }
  }

  readonly responder: Responder = (req) =>
    isVerification(req) ? this.#verify(req) : this.#generate(req);

  #generate(req: FakeRequest): FakeStep {
    this.generationCalls += 1;
    const { user } = promptOf(req);
    const match = /Write exactly (\d+) TOEIC Part (\d)/.exec(user);
    const level = Number(/at level (\d)/.exec(user)?.[1] ?? 3);
    const items = this.items(
      Number(match?.[2] ?? 5),
      Number(match?.[1] ?? 5),
      level,
      explanationFor(user),
    );
    return { json: { questions: items }, tokensPerSecond: this.opts.tokensPerSecond };
  }

  #verify(req: FakeRequest): FakeStep {
    this.verificationCalls += 1;
    const answers = verifierAnswers(req, (key) => this.#answers.get(key) ?? 0);
    return { json: { answers }, tokensPerSecond: this.opts.tokensPerSecond };
  }
}

/** The answers a verifier gives, one per question of its prompt, looked up by verifierKey. */
export function verifierAnswers(req: FakeRequest, answerOf: (key: string) => number): number[] {
  const blocks = promptOf(req)
    .user.split(/\n\nQuestion \d+\n/)
    .slice(1);
  return blocks.map((block) => {
    const stem = /^Question: (.*)$/m.exec(block)?.[1] ?? '';
    const first = /^\(A\) (.*)$/m.exec(block)?.[1] ?? '';
    return answerOf(`${stem}|${first}`);
  });
}

const OPTION_WORDS = ['alpha', 'bravo', 'charlie', 'delta'];

const STEMS: Record<number, (id: string, n: number) => string> = {
  1: () => 'Which statement best describes the photograph?',
  2: () => 'Choose the best response to the question or statement.',
  3: (id, n) => `What does the woman say about order ${id} (question ${n})?`,
  4: (id, n) => `What is the purpose of talk ${id} (question ${n})?`,
  5: (id) => `The quarterly report ------- by the finance team before the meeting ${id}.`,
  6: (_id, n) => `Which choice best fills blank (${n})?`,
  7: (id, n) => `What is indicated about notice ${id} (question ${n})?`,
};

/** Events of a text/event-stream body. */
export function parseEvents(body: string): GenerationStreamEvent[] {
  return body
    .split('\n\n')
    .map((chunk) => chunk.split('\n').filter((line) => !line.startsWith(':')))
    .filter((lines) => lines.some((l) => l.startsWith('event: ')))
    .map((lines) => ({
      event: lines.find((l) => l.startsWith('event: '))?.slice(7),
      data: JSON.parse(
        lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      ),
    })) as GenerationStreamEvent[];
}

export const generateBody = (over: Record<string, unknown> = {}) => ({
  questionType: 'reading',
  questionCount: 5,
  difficulty: [3],
  categories: ['part5'],
  language: 'en',
  ...over,
});

export function postGenerate(app: FastifyInstance, token: string, body: unknown, stream = false) {
  return app.inject({
    method: 'POST',
    url: stream ? '/api/questions/generate/stream' : '/api/questions/generate',
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

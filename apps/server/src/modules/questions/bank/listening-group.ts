import type { BankQuestion } from '@toeic-ace/contract';

/** One printed question of a Part 3 conversation or Part 4 talk. */
export interface GroupQuestion {
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: BankQuestion['explanation'];
  tags: string[];
}

/**
 * The three questions of one conversation or talk, sharing its transcript. Ids run
 * bank-p{part}-l{level}-01 … 06 and groupIds bank-p{part}-l{level}-g1 / g2, so ids and the shared
 * transcript cannot drift apart inside a group.
 */
export const listeningGroup = (
  part: 3 | 4,
  level: 1 | 2 | 3 | 4 | 5,
  group: 1 | 2,
  transcript: string,
  questions: [GroupQuestion, GroupQuestion, GroupQuestion],
): BankQuestion[] =>
  questions.map((q, i) => ({
    id: `bank-p${part}-l${level}-${String((group - 1) * 3 + i + 1).padStart(2, '0')}`,
    type: 'listening',
    part,
    difficulty: level,
    groupId: `bank-p${part}-l${level}-g${group}`,
    transcript,
    question: q.question,
    options: [...q.options],
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    tags: q.tags,
  }));

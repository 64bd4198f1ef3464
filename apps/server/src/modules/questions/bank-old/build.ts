import type { BankQuestion } from '@toeic-ace/contract';
import type {
  ConversationSet,
  GroupQuestion,
  PhotoItem,
  ReadingSet,
  ResponseItem,
  TalkSet,
} from './types';

/**
 * Turns the bank's data (content/*.ts) into questions of the contract's shape. The data folder
 * holds only text; the fixed parts of each item (type, part, stem, ids inside a group) are
 * added here, so they cannot drift apart.
 */

export const PHOTO_QUESTION = 'Which statement best describes the photograph?';
export const RESPONSE_QUESTION = 'Choose the best response to the question or statement.';
const LETTERS = ['A', 'B', 'C', 'D'] as const;

export const fromPhoto = (item: PhotoItem): BankQuestion => ({
  id: item.id,
  type: 'listening',
  part: 1,
  difficulty: item.difficulty,
  question: PHOTO_QUESTION,
  scene: item.scene,
  // What the narrator reads: the four statements, exactly as in `options`.
  transcript: item.options.map((o, i) => `(${LETTERS[i]}) ${o}`).join('\n'),
  options: [...item.options],
  correctAnswer: item.correctAnswer,
  explanation: item.explanation,
  tags: item.tags,
});

export const fromResponse = (item: ResponseItem): BankQuestion => ({
  id: item.id,
  type: 'listening',
  part: 2,
  difficulty: item.difficulty,
  question: RESPONSE_QUESTION,
  transcript: item.prompt,
  options: [...item.options],
  correctAnswer: item.correctAnswer,
  explanation: item.explanation,
  tags: item.tags,
});

const GROUP_ID = /^(bank-p[3-7]-l[1-5])-g(\d+)$/;

/**
 * The questions of one set. A set bank-p3-l2-g4 holds bank-p3-l2-10 … 12: three questions per
 * listening set, numbered on from the set's place in its level. The question asking about a
 * graphic prints it under its stem.
 */
function listeningQuestions(
  part: 3 | 4,
  set: ConversationSet | TalkSet,
  transcript: string,
): BankQuestion[] {
  const match = GROUP_ID.exec(set.id);
  if (!match) throw new Error(`bad set id ${set.id}`);
  const first = (Number(match[2]) - 1) * 3;
  return set.questions.map((q, i) => ({
    id: `${match[1]}-${String(first + i + 1).padStart(2, '0')}`,
    type: 'listening',
    part,
    difficulty: set.difficulty,
    groupId: set.id,
    transcript,
    question: withGraphic(q, set.graphic),
    options: [...q.options],
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    tags: q.tags,
  }));
}

const withGraphic = (q: GroupQuestion, graphic: string | undefined) =>
  graphic && q.question.startsWith('Look at the graphic')
    ? `${q.question}\n\n${graphic}`
    : q.question;

export const fromConversation = (set: ConversationSet): BankQuestion[] =>
  listeningQuestions(3, set, set.lines.join('\n'));

export const fromTalk = (set: TalkSet): BankQuestion[] =>
  listeningQuestions(4, set, `${set.speaker}: ${set.sentences.join(' ')}`);

/** Parts 6 and 7: questions bank-p7-l3-g5-1 … share the set's passage. */
export const fromReadingSet =
  (part: 6 | 7) =>
  (set: ReadingSet): BankQuestion[] =>
    set.questions.map((q, i) => ({
      id: `${set.id}-${i + 1}`,
      type: 'reading',
      part,
      difficulty: set.difficulty,
      groupId: set.id,
      passage: set.passage,
      question: q.question,
      options: [...q.options],
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      tags: q.tags,
    }));

import type { BankQuestion, Graphic } from '@toeic-ace/contract';
import {
  GRAPHIC_CUE,
  letterIndex,
  letterOf,
  type ConversationSet,
  type GroupQuestion,
  type PhotoItem,
  type ReadingSet,
  type ResponseItem,
  type SentenceItem,
  type TalkSet,
  type TextCompletionSet,
} from './format';

/**
 * Turns the entries of the data files into questions of the contract's shape. The files hold only
 * text; the fixed parts of each item (type, part, the stems of Parts 1, 2 and 6, the transcript of
 * Part 1's statements) are added here, so they cannot drift apart.
 */

export const PHOTO_QUESTION = 'Which statement best describes the photograph?';
export const RESPONSE_QUESTION = 'Choose the best response to the question or statement.';
export const blankQuestion = (n: number) => `Which choice best fills blank (${n})?`;

type Answered = Pick<GroupQuestion, 'options' | 'answer' | 'explanation' | 'tags'>;

const answerFields = (item: Answered) => ({
  options: [...item.options],
  correctAnswer: letterIndex(item.answer),
  explanation: item.explanation,
  tags: item.tags,
});

export const fromPhoto = (item: PhotoItem): BankQuestion => ({
  id: item.id,
  type: 'listening',
  part: 1,
  difficulty: item.level,
  question: PHOTO_QUESTION,
  scene: item.scene,
  // What the narrator reads: the four statements, exactly as in `options`.
  transcript: item.options.map((o, i) => `(${letterOf(i)}) ${o}`).join('\n'),
  ...answerFields(item),
});

export const fromResponse = (item: ResponseItem): BankQuestion => ({
  id: item.id,
  type: 'listening',
  part: 2,
  difficulty: item.level,
  question: RESPONSE_QUESTION,
  transcript: item.prompt,
  ...answerFields(item),
});

export const fromSentence = (item: SentenceItem): BankQuestion => ({
  id: item.id,
  type: 'reading',
  part: 5,
  difficulty: item.level,
  question: item.question,
  ...answerFields(item),
});

/**
 * A question that starts with the cue gets its set's graphic: a structured one as `graphic`
 * (screens draw it), the older text one appended under the stem as it stands.
 */
function withGraphic(question: string, graphic: string | Graphic | undefined) {
  if (!graphic || !question.startsWith(GRAPHIC_CUE)) return { question };
  if (typeof graphic === 'string') return { question: `${question}\n\n${graphic}` };
  return { question, graphic };
}

function listeningSet(part: 3 | 4, set: ConversationSet | TalkSet, transcript: string) {
  return set.questions.map((q): BankQuestion => ({
    id: q.id,
    type: 'listening',
    part,
    difficulty: set.level,
    groupId: set.set,
    transcript,
    ...withGraphic(q.question, set.graphic),
    ...answerFields(q),
  }));
}

export const fromConversation = (set: ConversationSet): BankQuestion[] =>
  listeningSet(3, set, set.conversation);

export const fromTalk = (set: TalkSet): BankQuestion[] =>
  listeningSet(4, set, `${set.speaker}: ${set.talk}`);

/** Part 6: question n asks for blank (n) of the set's text. */
export const fromTextCompletion = (set: TextCompletionSet): BankQuestion[] =>
  set.questions.map((q, i) => ({
    id: q.id,
    type: 'reading',
    part: 6,
    difficulty: set.level,
    groupId: set.set,
    passage: set.passage,
    question: blankQuestion(i + 1),
    ...answerFields(q),
  }));

export const fromReadingSet = (set: ReadingSet): BankQuestion[] =>
  set.questions.map((q) => ({
    id: q.id,
    type: 'reading',
    part: 7,
    difficulty: set.level,
    groupId: set.set,
    passage: set.passage,
    ...withGraphic(q.question, set.graphic),
    ...answerFields(q),
  }));

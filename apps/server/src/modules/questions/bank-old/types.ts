import type { BankQuestion } from '@toeic-ace/contract';

/** Level 1 (under 500) … level 5 (over 800). */
export type Level = 1 | 2 | 3 | 4 | 5;
export type Explanation = BankQuestion['explanation'];
type Four = [string, string, string, string];

/** Part 1: the photograph described in words, and the four statements the narrator reads. */
export interface PhotoItem {
  id: string;
  difficulty: Level;
  scene: string;
  options: Four;
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: Explanation;
  tags: string[];
}

/** Part 2: one spoken prompt and three spoken responses, as on the real test. */
export interface ResponseItem {
  id: string;
  difficulty: Level;
  prompt: string;
  options: [string, string, string];
  correctAnswer: 0 | 1 | 2;
  explanation: Explanation;
  tags: string[];
}

/** One printed question about a shared transcript or passage. */
export interface GroupQuestion {
  question: string;
  options: Four;
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: Explanation;
  tags: string[];
}

/**
 * A graphic printed with a listening set (a schedule, price list, floor plan…), as a small text
 * table; the question about it starts "Look at the graphic."
 */
interface WithGraphic {
  graphic?: string;
}

/** Part 3: one conversation, a "Speaker: line" per line, and its three questions. */
export interface ConversationSet extends WithGraphic {
  /** bank-p3-l{level}-g{n}; its questions are numbered from it. */
  id: string;
  difficulty: Level;
  lines: string[];
  questions: [GroupQuestion, GroupQuestion, GroupQuestion];
}

/** Part 4: one talk by a single speaker and its three questions. */
export interface TalkSet extends WithGraphic {
  /** bank-p4-l{level}-g{n}; its questions are numbered from it. */
  id: string;
  difficulty: Level;
  speaker: 'Man' | 'Woman';
  sentences: string[];
  questions: [GroupQuestion, GroupQuestion, GroupQuestion];
}

/** Parts 6 and 7: one text (documents separated by a line holding only "---") and its questions. */
export interface ReadingSet {
  id: string;
  difficulty: Level;
  passage: string;
  questions: GroupQuestion[];
}

import { VOCABULARY_LIMITS } from './vocabulary-limits';

/**
 * What makes a text a notebook word, checked alike by the server's schemas and the client's
 * forms (which show the problem in the learner's language before anything is sent):
 * - at least VOCABULARY_LIMITS.wordMinLetters letters of any script ("a", "5", "—" are not words;
 *   "予定" and "TV" are);
 * - no markup: no angle brackets and no HTML character references ("<b>bold</b>", "&amp;"),
 *   which a selection never holds and which would show as code on every screen that lists it;
 * - at most VOCABULARY_LIMITS.wordMaxLength characters once trimmed.
 */
export type WordProblem = 'empty' | 'tooFewLetters' | 'markup' | 'tooLong';

const LETTER = /\p{L}/gu;
const MARKUP = /[<>]|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** The first rule `text` (trimmed) breaks, or null for a word the notebook takes. */
export function wordProblem(text: string): WordProblem | null {
  const word = text.trim();
  if (word === '') return 'empty';
  if (word.length > VOCABULARY_LIMITS.wordMaxLength) return 'tooLong';
  if (MARKUP.test(word)) return 'markup';
  if ((word.match(LETTER)?.length ?? 0) < VOCABULARY_LIMITS.wordMinLetters) return 'tooFewLetters';
  return null;
}

/** The server's messages for each problem (the client shows its own, translated). */
export const WORD_PROBLEM_MESSAGES: Record<WordProblem, string> = {
  empty: 'required',
  tooFewLetters: `a word has at least ${VOCABULARY_LIMITS.wordMinLetters} letters`,
  markup: 'a word must not contain markup (< > or &…;)',
  tooLong: `at most ${VOCABULARY_LIMITS.wordMaxLength} characters`,
};

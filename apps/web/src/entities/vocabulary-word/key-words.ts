import { VOCABULARY_LIMITS } from '@toeic-ace/contract/rules';
import { isStopWord } from './stop-words';

/** At most this many key words are offered for one question. */
export const KEY_WORDS_MAX = 12;
/** A term of up to this many words stays one phrase; a longer one gives its content words. */
const PHRASE_MAX_WORDS = 3;
/** A content word taken out of a longer option or quote has at least this many letters. */
const CONTENT_WORD_MIN = 3;

export interface KeyWordSource {
  question: string;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
}

const WORD = /^[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?$/;
/** A person's title and name ("Ms. Okafor"): a name is no vocabulary. */
const TITLED_NAME = /\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)?/g;
/** Quoted terms of an explanation: "…", “…”, ‘…’ and 「…」. */
const QUOTED = /"([^"\n]{1,80})"|“([^”\n]{1,80})”|‘([^’\n]{1,80})’|「([^」\n]{1,80})」/g;
/** Runs of Latin words inside a Chinese or Japanese explanation. */
const LATIN_RUN = /[A-Za-z][A-Za-z'’-]*(?:[ ]+[A-Za-z][A-Za-z'’-]*)*/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** "Popular" at a sentence start becomes "popular"; acronyms and mixed case stay. */
const lowerInitial = (word: string) => (/^[A-Z][a-z'’-]+$/.test(word) ? word.toLowerCase() : word);

/** The words of a term, or null when it carries digits or inner punctuation (not a word). */
function tokensOf(term: string): string[] | null {
  const cleaned = term.replace(/^[\s.,;:!?()[\]"“”‘’']+|[\s.,;:!?()[\]"“”‘’']+$/g, '');
  if (!cleaned || /\d/.test(cleaned)) return null;
  const tokens = cleaned.split(/\s+/);
  return tokens.every((token) => WORD.test(token)) ? tokens : null;
}

/**
 * The key words a term offers: the term itself without leading and trailing stop words when
 * short ("At the office" → office), else its content words; never stop words alone.
 */
function termsOf(term: string): string[] {
  const tokens = tokensOf(term.replace(TITLED_NAME, ' , '));
  if (!tokens) {
    // A longer sentence with a number or a comma: its content words still count.
    return term
      .replace(TITLED_NAME, ' ')
      .split(/[^A-Za-z'’-]+/)
      .filter((w) => WORD.test(w) && w.length >= CONTENT_WORD_MIN && !isStopWord(w))
      .map(lowerInitial);
  }
  let start = 0;
  let end = tokens.length;
  while (start < end && isStopWord(tokens[start]!)) start++;
  while (end > start && isStopWord(tokens[end - 1]!)) end--;
  const core = tokens.slice(start, end);
  if (core.length === 0) return [];
  if (core.length <= PHRASE_MAX_WORDS) {
    // Only a term's own first word is capitalised for the sentence; one inside it is a name.
    const first = start === 0 ? lowerInitial(core[0]!) : core[0]!;
    return [[first, ...core.slice(1)].join(' ')];
  }
  return core.filter((w) => w.length >= CONTENT_WORD_MIN && !isStopWord(w)).map(lowerInitial);
}

/** The terms an explanation names: its quoted terms, and in a CJK text its English words. */
function namedInExplanation(explanation: string): string[] {
  const named: string[] = [];
  for (const match of explanation.matchAll(QUOTED)) {
    const quoted = match.slice(1).find((group) => group !== undefined) ?? '';
    // A long quote is a line of the passage, not a term.
    if (quoted.split(/\s+/).length <= PHRASE_MAX_WORDS) named.push(quoted);
  }
  if (CJK.test(explanation)) {
    const withoutNames = explanation.replace(TITLED_NAME, ' ');
    for (const match of withoutNames.matchAll(LATIN_RUN)) named.push(match[0]);
  }
  return named;
}

/**
 * The key words of a missed question, for one-click adds: its options, then the words its
 * explanation names; no stop words, names, numbers or duplicates (any letter case).
 */
export function keyWordsOf(source: KeyWordSource, max = KEY_WORDS_MAX): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const term of [...source.options, ...namedInExplanation(source.explanation)]) {
    for (const word of termsOf(term)) {
      const key = word.toLowerCase();
      if (seen.has(key) || word.length < 2 || word.length > VOCABULARY_LIMITS.wordMaxLength) {
        continue;
      }
      seen.add(key);
      words.push(word);
      if (words.length >= max) return words;
    }
  }
  return words;
}

/** The blank of an incomplete sentence ("-------"). */
const BLANK = /_{3,}|-{3,}/;

/**
 * The context saved with a key word: the question sentence, its blank filled with the right
 * option so it reads as real English, within the notebook's context limit.
 */
export function questionContext(source: KeyWordSource): string {
  const answer = source.options[source.correctAnswer];
  const sentence =
    answer && BLANK.test(source.question)
      ? source.question.replace(BLANK, answer)
      : source.question;
  return sentence.replace(/\s+/g, ' ').trim().slice(0, VOCABULARY_LIMITS.contextMaxLength);
}

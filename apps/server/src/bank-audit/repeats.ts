import type { BankQuestion } from '@toeic-ace/contract';
import { isName } from './frequency';
import { wordingOf, type Unit } from './units';

/**
 * What a learner who takes many sets would notice coming back: the same person in several items,
 * the same options, the same key set against the same distractor.
 */

/** Units keyed by what they share, kept where more than one unit shares it. */
function shared(pairs: Iterable<[key: string, unit: string]>): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [key, unit] of pairs) byKey.set(key, (byKey.get(key) ?? new Set()).add(unit));
  return new Map(
    [...byKey]
      .filter(([, units]) => units.size > 1)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, units]) => [key, [...units].sort()]),
  );
}

const TITLED = /\b(?:Mr|Ms|Mrs|Dr)\.? (\p{Lu}[\p{L}'’-]+)/gu;
const FULL = /\b(\p{Lu}[\p{L}'’-]+) (\p{Lu}[\p{L}'’-]+)/gu;
/** Capitalised words that end names of places and days, not of people. */
const NOT_FAMILY =
  /^(?:Avenue|Street|Road|Lane|Drive|Boulevard|Way|Square|Plaza|Center|Centre|Hall|Tower|Building|Hotel|Inn|Airport|Station|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * The family names of the people a unit names: after a title (Ms. Okafor), or the second of two
 * capitalised words on one line neither of which is an ordinary English word ("Priya Raman",
 * never "Harbor Road" or "Maple Corner"), nor a street or a day ("Lakeview Avenue").
 */
export function familyNames(text: string): string[] {
  const names = [...text.matchAll(TITLED)].map((m) => m[1]!);
  for (const [, first, second] of text.matchAll(FULL)) {
    if (isName(first!) && isName(second!) && !NOT_FAMILY.test(second!)) names.push(second!);
  }
  return names.map((name) => name.replace(/['’]s$/, ''));
}

export const repeatedNames = (units: readonly Unit[]) =>
  shared(
    units.flatMap((u) => familyNames(wordingOf(u)).map((name): [string, string] => [name, u.id])),
  );

const normal = (option: string) =>
  option.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/[.]$/, '').trim();

const unitOf = (q: BankQuestion) => q.groupId ?? q.id;

/** Part 7's "[1] … [4]": where a sentence goes, the same in every insertion question. */
const isPositions = (q: BankQuestion) => q.options.every((o) => /^\[\d\]$/.test(o.trim()));

/** Option sets (in any order) offered in more than one unit. */
export const repeatedOptionSets = (bank: readonly BankQuestion[]) =>
  shared(
    bank
      .filter((q) => !isPositions(q))
      .map((q): [string, string] => [q.options.map(normal).sort().join(' | '), unitOf(q)]),
  );

/** A key of up to three words set against the same distractor in more than one unit. */
export const repeatedKeyPairs = (bank: readonly BankQuestion[]) =>
  shared(
    bank.flatMap((q) => {
      const key = normal(q.options[q.correctAnswer]!);
      if (isPositions(q)) return [];
      if (key.split(' ').length > 3) return [];
      return q.options
        .filter((_, i) => i !== q.correctAnswer)
        .map((d): [string, string] => [`${key} ≠ ${normal(d)}`, unitOf(q)]);
    }),
  );

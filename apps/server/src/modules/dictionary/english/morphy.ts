import type { PartOfSpeech } from '@toeic-ace/contract';

/**
 * WordNet's morphology ("Morphy"): an inflected form becomes its dictionary form through the
 * exception lists (irregular forms: went → go, better → good, data → datum) or by detaching a
 * regular ending (invoices → invoice, negotiated → negotiate). Which candidate exists in the
 * index is for the caller to check.
 */
export type LemmaVia = 'exception' | 'surface' | 'rule';

export interface LemmaCandidate {
  lemma: string;
  via: LemmaVia;
}

/** Per part of speech, the bases of an irregular form (a Map, or the dictionary file's rows). */
export type Exceptions = Record<PartOfSpeech, { get(form: string): string[] | undefined }>;

const RULES: Record<PartOfSpeech, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adverb: [],
};

/** Parses an exception list: "inflected base [base …]" per line. */
export function parseExceptions(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [form, ...bases] = line.trim().split(/\s+/);
    if (form && bases.length) map.set(form, bases);
  }
  return map;
}

/** Lower case, single spaces as WordNet's underscores ("take off" → take_off). */
export const toIndexKey = (word: string) => word.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * Candidates in the order they should be tried. Plural nouns that WordNet lists in their own
 * right usually carry their own sense (data, goods, glasses, earnings), so for nouns the form
 * itself comes before its exception; for verbs and adjectives the irregular base comes first
 * (went → go, better → good), since the form's own entry is rarely what a learner meant.
 */
export function lemmaCandidates(
  key: string,
  pos: PartOfSpeech,
  exceptions: Exceptions,
): LemmaCandidate[] {
  const out: LemmaCandidate[] = [];
  const add = (lemma: string, via: LemmaVia) => {
    if (lemma && !out.some((c) => c.lemma === lemma)) out.push({ lemma, via });
  };
  const irregular = exceptions[pos].get(key) ?? [];
  if (pos === 'noun') add(key, 'surface');
  for (const base of irregular) add(base, 'exception');
  add(key, 'surface');
  // Words ending in -ss are not plurals (business, address): no detachment for them.
  if (!(pos === 'noun' && key.endsWith('ss'))) {
    for (const [suffix, ending] of RULES[pos]) {
      if (key.length > suffix.length + 1 && key.endsWith(suffix)) {
        add(key.slice(0, -suffix.length) + ending, 'rule');
      }
    }
  }
  return out;
}

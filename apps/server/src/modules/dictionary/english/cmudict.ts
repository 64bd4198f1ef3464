import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { forEachLine } from '../chunked';
import { arpabetToIpa } from './ipa';

/**
 * The CMU pronouncing dictionary (`cmu-pronouncing-dictionary`). The package is one JavaScript
 * module holding an object literal with one word per line; reading those lines is cheaper than
 * having the module compiled, and can pause for other work as it goes.
 */
export class CmuDict {
  private constructor(readonly entries: Map<string, string>) {}

  static async load(): Promise<CmuDict> {
    const require = createRequire(import.meta.url);
    const text = await readFile(require.resolve('cmu-pronouncing-dictionary'), 'utf8');
    const entries = new Map<string, string>();
    // One `  "word": "ARPABET",` per line, sometimes with a "# note" after the phones;
    // "word(2)" lines are alternative pronunciations.
    await forEachLine(text, (line) => {
      const m = /^\s*"([^"(]+)": "([A-Z0-9 ]+?)(?: #[^"]*)?",?$/.exec(line);
      if (m) entries.set(m[1]!, m[2]!);
    });
    if (entries.size === 0) throw new Error('cmu-pronouncing-dictionary: no entries read');
    return new CmuDict(entries);
  }

  /** ARPAbet of the word's first (most common) pronunciation, or null. */
  arpabet(word: string): string | null {
    return this.entries.get(word.trim().toLowerCase()) ?? null;
  }

  /** IPA of a word or a phrase ("take off"), or null when any part is unknown. */
  ipa(word: string): string | null {
    const parts = word
      .trim()
      .toLowerCase()
      .split(/[\s_]+/);
    const codes = parts.map((p) => this.arpabet(p));
    if (codes.some((c) => c === null)) return null;
    return `/${codes.map((c) => arpabetToIpa(c!).slice(1, -1)).join(' ')}/`;
  }
}

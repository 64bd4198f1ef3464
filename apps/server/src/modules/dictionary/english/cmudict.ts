import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arpabetToIpa } from './ipa';

/**
 * The CMU pronouncing dictionary (`cmu-pronouncing-dictionary`). The package is one JavaScript
 * module holding a JSON object literal; reading that text and parsing it as JSON is several times
 * cheaper than having the module compiled.
 */
export class CmuDict {
  private constructor(readonly entries: Record<string, string>) {}

  static async load(): Promise<CmuDict> {
    const require = createRequire(import.meta.url);
    const file = require.resolve('cmu-pronouncing-dictionary');
    const text = await readFile(file, 'utf8');
    const json = text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1);
    return new CmuDict(JSON.parse(json) as Record<string, string>);
  }

  /** ARPAbet of the word's first (most common) pronunciation, or null. */
  arpabet(word: string): string | null {
    const key = word.trim().toLowerCase();
    return Object.hasOwn(this.entries, key) ? this.entries[key]! : null;
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

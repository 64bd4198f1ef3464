import type Database from 'better-sqlite3';
import { arpabetToIpa } from './ipa';

/**
 * One `  "word": "ARPABET",` line of the `cmu-pronouncing-dictionary` module, sometimes with a
 * "# note" after the phones; "word(2)" lines (alternative pronunciations) do not match.
 */
export const CMU_LINE = /^\s*"([^"(]+)": "([A-Z0-9 ]+?)(?: #[^"]*)?",?$/;

/** The CMU pronouncing dictionary, as the dictionary file holds it (store/build.ts). */
export class CmuDict {
  readonly #arpabet: Database.Statement<[string], string>;
  readonly #size: Database.Statement<[], number>;

  constructor(db: Database.Database) {
    this.#arpabet = db
      .prepare<[string], string>('SELECT arpabet FROM pronunciation WHERE word = ?')
      .pluck();
    this.#size = db.prepare<[], number>('SELECT count(*) FROM pronunciation').pluck();
  }

  /** How many words it pronounces. */
  get size(): number {
    return this.#size.get()!;
  }

  /** ARPAbet of the word's first (most common) pronunciation, or null. */
  arpabet(word: string): string | null {
    return this.#arpabet.get(word.trim().toLowerCase()) ?? null;
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

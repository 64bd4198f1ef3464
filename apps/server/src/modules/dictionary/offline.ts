import { Cedict } from './chinese/cedict';
import { CmuDict } from './english/cmudict';
import { WordNet } from './english/wordnet';
import { DEFAULT_DICTIONARY_FILE } from './store/dictionary-file';
import { dictionaryDb } from './store/ensure';

/**
 * The offline dictionaries, read from the built file (store/): opening it costs a few
 * milliseconds and a look-up reads a few rows, so nothing is loaded into memory up front.
 * One set of readers per file and process, shared by every app instance in it.
 */
export interface OfflineDictionary {
  wordnet: WordNet;
  cmu: CmuDict;
  cedict: Cedict;
}

const readers = new Map<string, Promise<OfflineDictionary>>();

export function offlineDictionary(file: string | null = null): Promise<OfflineDictionary> {
  const path = file ?? DEFAULT_DICTIONARY_FILE;
  let found = readers.get(path);
  if (!found) {
    found = dictionaryDb(path).then((db) => ({
      wordnet: new WordNet(db),
      cmu: new CmuDict(db),
      cedict: new Cedict(db),
    }));
    // dictionaryDb forgets a failed build itself; so must this map.
    found.catch(() => readers.delete(path));
    readers.set(path, found);
  }
  return found;
}

/** Opens the file now (building it in a child process first when missing or stale). */
export async function warmUp(file: string | null = null): Promise<void> {
  await offlineDictionary(file);
}

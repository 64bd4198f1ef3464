import { Cedict } from './chinese/cedict';
import { CmuDict } from './english/cmudict';
import { WordNet } from './english/wordnet';

/**
 * The offline dictionaries, loaded once per process and shared by every app instance in it.
 * Loading reads tens of megabytes, so it starts in the background after the server is ready
 * (never in the way of start-up or /api/health); a lookup that arrives earlier waits for it.
 */
export interface EnglishSources {
  wordnet: WordNet;
  cmu: CmuDict;
}

let english: Promise<EnglishSources> | null = null;
let chinese: Promise<Cedict> | null = null;

const retryable = <T>(load: () => Promise<T>, reset: () => void) =>
  load().catch((err: unknown) => {
    // A failed read (a missing package) should be tried again, not remembered forever.
    reset();
    throw err;
  });

export function englishSources(): Promise<EnglishSources> {
  english ??= retryable(
    async () => {
      const [wordnet, cmu] = await Promise.all([WordNet.load(), CmuDict.load()]);
      return { wordnet, cmu };
    },
    () => (english = null),
  );
  return english;
}

export function chineseSource(): Promise<Cedict> {
  chinese ??= retryable(
    () => Cedict.load(),
    () => (chinese = null),
  );
  return chinese;
}

/** English first: it answers every lookup; Chinese only adds equivalents. */
export async function warmUp(): Promise<void> {
  await englishSources();
  await chineseSource();
}

/**
 * The worker thread that builds and reads Anki packages, so that neither an SQLite collection
 * nor its zip is ever written or read on the event loop. One job per worker: the main thread
 * starts one per export or import and ends it afterwards (anki-jobs.ts). It imports no runtime
 * code of the contract: whatever limits it needs come with the call.
 */
import type { VocabularyWord } from '@toeic-ace/contract';
import { serveWorkerApi } from '../../../runtime/worker-rpc';
import { readApkg, type ReadLimits } from './apkg-reader';
import { ApkgWriter, type ApkgOptions } from './apkg-writer';

let writer: ApkgWriter | null = null;

const openWriter = () => {
  if (!writer) throw new Error('no export begun');
  return writer;
};

export const ankiWorkerApi = {
  exportBegin(options: ApkgOptions) {
    writer = new ApkgWriter(options);
  },
  exportAdd(words: VocabularyWord[]) {
    openWriter().add(words);
  },
  /** The package's path, in the folder exportBegin was given. */
  async exportEnd() {
    const path = await openWriter().finish();
    writer = null;
    return path;
  },
  readPackage(input: { pkg: Uint8Array; limits: ReadLimits }) {
    return readApkg(input.pkg, input.limits);
  },
};

export type AnkiWorkerApi = typeof ankiWorkerApi;

serveWorkerApi(ankiWorkerApi);

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Free Dictionary API (GET /api/v2/entries/en/{word}) on 127.0.0.1 for tests: answers the
 * entries it was given in that API's JSON, its "No Definitions Found" 404 otherwise, or a
 * scripted failure.
 */
export interface FakeDictionaryApi {
  url: string;
  /** Words asked for, in order. */
  requests: string[];
  entries: Map<string, unknown[]>;
  /** Answers every request until cleared: a status with a body, or a dropped connection. */
  failure: { status: number; body: string } | 'reset' | null;
  close(): Promise<void>;
}

/** One entry as the API writes it. */
export function apiEntry(
  word: string,
  opts: {
    phonetic?: string;
    audio?: string[];
    origin?: string;
    meanings: { partOfSpeech: string; definitions: { definition: string; example?: string }[] }[];
  },
) {
  return {
    word,
    phonetic: opts.phonetic,
    phonetics: (opts.audio ?? ['']).map((audio) => ({
      text: opts.phonetic,
      audio,
      ...(audio ? { sourceUrl: `https://commons.wikimedia.org/w/index.php?curid=1` } : {}),
    })),
    ...(opts.origin ? { origin: opts.origin } : {}),
    meanings: opts.meanings.map((m) => ({
      partOfSpeech: m.partOfSpeech,
      definitions: m.definitions.map((d) => ({ ...d, synonyms: [], antonyms: [] })),
      synonyms: [],
      antonyms: [],
    })),
    license: { name: 'CC BY-SA 3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0' },
    sourceUrls: [`https://en.wiktionary.org/wiki/${word}`],
  };
}

const NOT_FOUND = {
  title: 'No Definitions Found',
  message: "Sorry pal, we couldn't find definitions for the word you were looking for.",
  resolution: 'You can try the search again at later time or head to the web instead.',
};

export async function startFakeDictionaryApi(): Promise<FakeDictionaryApi> {
  const server = createServer((req, res) => {
    const match = /^\/api\/v2\/entries\/en\/([^/?]+)$/.exec(req.url ?? '');
    const word = match ? decodeURIComponent(match[1]!) : '';
    fake.requests.push(word);
    const failure = fake.failure;
    if (failure === 'reset') return void req.socket.destroy();
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'application/json' });
      return void res.end(failure.body);
    }
    const entries = fake.entries.get(word);
    res.writeHead(entries ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(entries ?? NOT_FOUND));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeDictionaryApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    entries: new Map(),
    failure: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

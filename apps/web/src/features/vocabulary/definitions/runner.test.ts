import { routes } from '@/lib/routes';
import type { DefinitionRequest, VocabularyWord } from '@toeic-ace/contract';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalDb, type LocalDb } from '@/db/database';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { lookupDefinition } from '../api/lookup-definition';
import { updateWord } from '../api/update-word';
import { CACHE_LIFETIME_MS, dexieDefinitionCache } from './cache';
import { queueMissingDefinitions } from './fill-missing';
import { createDefinitionRunner, type DefinitionDeps } from './runner';
import { negotiateDefinition, notebookWord } from './test-data';

const DEFINITION = '/api/vocabulary/definition';

afterEach(() => vi.unstubAllGlobals());

/** The vocabulary and dictionary calls as the server answers them; `lookup` decides each lookup. */
function server(lookup: (body: DefinitionRequest) => StubResponse | Promise<StubResponse>) {
  let stored: VocabularyWord = notebookWord();
  return stubFetch((req) => {
    if (req.path === DEFINITION) return lookup(req.body as DefinitionRequest);
    if (req.method === 'PUT' && req.path.startsWith('/api/vocabulary/words/')) {
      const id = req.path.split('/').pop()!;
      stored = { ...stored, id, ...(req.body as object) };
      return ok(routes.vocabulary.updateWord, stored);
    }
    return fail(404, 'NOT_FOUND', 'not found');
  });
}

function setup(db: LocalDb = createLocalDb('t', { indexedDB: new IDBFactory(), IDBKeyRange })) {
  const saved: VocabularyWord[] = [];
  const deps: DefinitionDeps = {
    lookup: lookupDefinition,
    cache: dexieDefinitionCache(async () => db),
    save: updateWord,
    onSaved: (word) => saved.push(word),
  };
  return { db, saved, runner: createDefinitionRunner(deps) };
}

describe('the definition runner', () => {
  it('shows loading while the lookup runs, then stores the definition on the word and in the cache', async () => {
    const answer = deferred<StubResponse>();
    const { callsTo } = server(() => answer.promise);
    const { db, saved, runner } = setup();
    const done = runner.fetchIfMissing(notebookWord(), 'zh');
    await vi.waitFor(() => expect(callsTo(DEFINITION)).toHaveLength(1));
    expect(runner.states.getState().w1).toEqual({ status: 'loading' });
    expect(callsTo(DEFINITION)[0]!.body).toEqual({
      word: 'negotiate',
      language: 'zh',
      refresh: false,
    });

    answer.resolve(ok(routes.dictionary.definition, negotiateDefinition()));
    await done;
    expect(runner.states.getState().w1).toBeUndefined();
    const put = callsTo('/api/vocabulary/words/w1')[0]!.body;
    expect(put).toMatchObject({
      definition: '谈判 tán pàn',
      definitionSource: 'dictionary',
      phonetic: '/nɪˈɡoʊʃiˌeɪt/',
      language: 'en',
      commonality: null,
    });
    expect(saved[0]!.meanings[0]).toMatchObject({
      partOfSpeech: 'verb',
      partOfSpeechLocal: '动词',
      definitions: [
        {
          definition: 'discuss the terms of an arrangement',
          synonyms: ['negociate', 'talk terms'],
        },
        { definition: 'succeed in doing', synonyms: ['pass', 'clear'] },
      ],
    });
    // The entry without an example sends none (the word's schema has no null example).
    expect(saved[0]!.meanings[0]!.definitions[1]).not.toHaveProperty('example');
    const cached = await db.dictionaryCache.get('negotiate');
    expect(cached).toMatchObject({ requestedLanguage: 'zh', language: 'en', commonality: null });
    expect(cached!.equivalents).toEqual([
      { text: '谈判', reading: 'tán pàn', language: 'zh', gloss: 'to negotiate' },
    ]);
  });

  it('fails with the notice state, and a retry really asks again', async () => {
    let down = true;
    const { callsTo } = server(() =>
      down
        ? fail(500, 'INTERNAL_ERROR', 'boom')
        : ok(routes.dictionary.definition, negotiateDefinition()),
    );
    const { saved, runner } = setup();
    await runner.fetchIfMissing(notebookWord(), 'zh');
    expect(runner.states.getState().w1).toEqual({ status: 'failed' });
    // The background fill does not loop on a failure; only the retry asks again.
    await runner.fetchIfMissing(notebookWord(), 'zh');
    const asked = callsTo(DEFINITION).length;

    down = false;
    await runner.fetch(notebookWord(), 'zh');
    expect(callsTo(DEFINITION).length).toBe(asked + 1);
    expect(runner.states.getState().w1).toBeUndefined();
    expect(saved).toHaveLength(1);
  });

  it('tells an unknown word apart from a failure, and remembers it for 7 days like a definition', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const { callsTo } = server(() =>
      fail(404, 'WORD_NOT_FOUND', 'No definition found for "the same as".'),
    );
    const { db, runner } = setup();
    const phrase = notebookWord({ word: 'the same as', definition: '和……一样' });
    await runner.fetchIfMissing(phrase, 'en');
    expect(runner.states.getState().w1).toEqual({ status: 'notFound' });
    expect(callsTo(DEFINITION)).toHaveLength(1);
    // Nothing is written to the word: the learner's definition stays as it is.
    expect(callsTo('/api/vocabulary/words/w1')).toHaveLength(0);

    // The next visit (a fresh runner) asks nobody, in any letter case, until 7 days have passed.
    const visit = setup(db);
    await visit.runner.fetchIfMissing(notebookWord({ id: 'w2', word: 'The Same As' }), 'en');
    expect(visit.runner.states.getState().w2).toEqual({ status: 'notFound' });
    expect(callsTo(DEFINITION)).toHaveLength(1);

    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + CACHE_LIFETIME_MS));
    await setup(db).runner.fetchIfMissing(notebookWord({ id: 'w3', word: 'the same as' }), 'en');
    expect(callsTo(DEFINITION)).toHaveLength(2);
    vi.useRealTimers();
  });

  it('reads a fresh cached definition without the server; refresh bypasses both caches', async () => {
    const { callsTo } = server(() => ok(routes.dictionary.definition, negotiateDefinition()));
    const { db, runner } = setup();
    await runner.fetchIfMissing(notebookWord(), 'zh');
    expect(callsTo(DEFINITION)).toHaveLength(1);

    // Another screen (a fresh runner) on the same browser: the cache answers.
    const again = setup(db);
    await again.runner.fetchIfMissing(notebookWord({ id: 'w2' }), 'zh');
    expect(callsTo(DEFINITION)).toHaveLength(1);
    expect(again.saved[0]).toMatchObject({ id: 'w2', definition: '谈判 tán pàn' });

    // Another language is another lookup.
    await again.runner.fetch(notebookWord({ id: 'w2' }), 'en');
    expect(callsTo(DEFINITION)).toHaveLength(2);

    await again.runner.fetch(notebookWord({ id: 'w2' }), 'en', { refresh: true });
    expect(callsTo(DEFINITION)).toHaveLength(3);
    expect(callsTo(DEFINITION)[2]!.body).toMatchObject({ language: 'en', refresh: true });
  });

  it('leaves words with meanings alone and keeps a gloss when no equivalents come', async () => {
    const { callsTo } = server(() =>
      ok(routes.dictionary.definition, negotiateDefinition({ equivalents: [] })),
    );
    const { runner } = setup();
    const defined = notebookWord({
      meanings: [{ partOfSpeech: 'verb', definitions: [{ definition: 'talk terms' }] }],
    });
    await runner.fetchIfMissing(defined, 'zh');
    expect(callsTo(DEFINITION)).toHaveLength(0);

    await runner.fetchIfMissing(notebookWord({ definition: '协商（导入）' }), 'en');
    const put = callsTo('/api/vocabulary/words/w1')[0]!.body;
    expect(put).toMatchObject({ meanings: [expect.objectContaining({ partOfSpeech: 'verb' })] });
    expect(put).not.toHaveProperty('definition');
  });

  it('keeps the learner’s own definition even when the look-up brings equivalents', async () => {
    const { callsTo } = server(() => ok(routes.dictionary.definition, negotiateDefinition()));
    const { runner } = setup();
    await runner.fetchIfMissing(
      notebookWord({ definition: '谈妥条件（我的笔记）', definitionSource: 'learner' }),
      'zh',
    );
    const put = callsTo('/api/vocabulary/words/w1')[0]!.body;
    expect(put).toMatchObject({
      meanings: expect.arrayContaining([expect.objectContaining({ partOfSpeech: 'verb' })]),
    });
    expect(put).not.toHaveProperty('definition');
  });

  it('gives an imported word without a definition the equivalents, as the dictionary’s', async () => {
    const { callsTo } = server(() => ok(routes.dictionary.definition, negotiateDefinition()));
    const { runner } = setup();
    await runner.fetchIfMissing(notebookWord({ sourceType: 'import' }), 'zh');
    expect(callsTo('/api/vocabulary/words/w1')[0]!.body).toMatchObject({
      definition: '谈判 tán pàn',
      definitionSource: 'dictionary',
    });
    // A refresh replaces the dictionary's own text with the new equivalents.
    const looked = notebookWord({ definition: '协商 xié shāng', definitionSource: 'dictionary' });
    await runner.fetch(looked, 'zh', { refresh: true });
    expect(callsTo('/api/vocabulary/words/w1')[1]!.body).toMatchObject({
      definition: '谈判 tán pàn',
      definitionSource: 'dictionary',
    });
  });

  it('runs at most three lookups at once', async () => {
    const answers: ReturnType<typeof deferred<StubResponse>>[] = [];
    let release = false;
    const { callsTo } = server(() => {
      if (release) return ok(routes.dictionary.definition, negotiateDefinition());
      const answer = deferred<StubResponse>();
      answers.push(answer);
      return answer.promise;
    });
    const { runner } = setup();
    const all = Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        runner.fetchIfMissing(notebookWord({ id: `w${n}`, word: `word${n}` }), 'zh'),
      ),
    );
    await vi.waitFor(() => expect(callsTo(DEFINITION)).toHaveLength(3));
    expect(Object.keys(runner.states.getState())).toHaveLength(5);
    answers[0]!.resolve(ok(routes.dictionary.definition, negotiateDefinition()));
    await vi.waitFor(() => expect(callsTo(DEFINITION)).toHaveLength(4));
    expect(callsTo(DEFINITION)).toHaveLength(4);
    release = true;
    answers
      .slice(1)
      .forEach((a) => a.resolve(ok(routes.dictionary.definition, negotiateDefinition())));
    await all;
    expect(callsTo(DEFINITION)).toHaveLength(5);
    expect(runner.states.getState()).toEqual({});
  });
});

describe('filling in after an import', () => {
  it('queues every word without meanings, page by page', async () => {
    const fetched: string[] = [];
    const pages = [
      [
        notebookWord({ id: 'a' }),
        notebookWord({ id: 'b', meanings: [{ partOfSpeech: 'noun', definitions: [] }] }),
      ],
      [notebookWord({ id: 'c' })],
    ];
    const queued = await queueMissingDefinitions(
      { fetchIfMissing: async (word) => void fetched.push(word.id) },
      async (page, limit) => ({
        words: pages[page - 1]!,
        pagination: { page, limit, total: 3, totalPages: 2 },
      }),
      'ja',
    );
    expect(queued).toBe(2);
    expect(fetched).toEqual(['a', 'c']);
  });
});

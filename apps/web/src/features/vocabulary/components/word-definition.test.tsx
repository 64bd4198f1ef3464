import { routes } from '@/lib/routes';
import type { DefinitionRequest, VocabularyWord } from '@toeic-ace/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTutorStore } from '@/entities/tutor/store';
import { useUserStore } from '@/entities/user/store';
import { i18n } from '@/lib/i18n';
import { testUser } from '@/test/fixtures';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders as renderBare } from '@/test/render';
import { negotiateDefinition, notebookWord } from '../definitions/test-data';
import { Notebook } from './notebook';

/** The notebook links to the flashcard review, so it renders inside a router. */
const renderWithProviders = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

const DEFINITION = '/api/vocabulary/definition';

/** The notebook's calls as the server answers them; `define` answers each lookup. */
function fakeServer(
  initial: VocabularyWord[],
  define: (body: DefinitionRequest) => StubResponse | Promise<StubResponse>,
) {
  let words = [...initial];
  let next = 100;
  return stubFetch((req) => {
    if (req.path === DEFINITION) return define(req.body as DefinitionRequest);
    if (req.path === '/api/vocabulary/stats') {
      return ok(routes.vocabulary.getStats, {
        totalWords: words.length,
        masteredWords: 0,
        recentWords: 0,
        wordsNeedingReview: words.length,
        reviewedToday: 0,
        reviewStreak: 0,
      });
    }
    if (req.path === '/api/vocabulary/words' && req.method === 'POST') {
      const body = req.body as { word: string; language: 'zh' | 'ja' | 'en' };
      const created = notebookWord({ id: `w${(next += 1)}`, ...body });
      words = [created, ...words];
      return ok(routes.vocabulary.addWord, created);
    }
    if (req.path === '/api/vocabulary/words') {
      const limit = Number(req.query.get('limit') ?? 50);
      return ok(routes.vocabulary.listWords, {
        words: words.slice(0, limit),
        pagination: { page: 1, limit, total: words.length, totalPages: 1 },
      });
    }
    if (req.path === '/api/vocabulary/import') {
      words = [...words, notebookWord({ id: 'i1', word: 'invoice' })];
      return ok(routes.vocabulary.importWords, {
        totalWords: 1,
        successCount: 1,
        skipCount: 0,
        errorCount: 0,
        errors: [],
      });
    }
    const id = /\/api\/vocabulary\/words\/(.+)$/.exec(req.path)?.[1];
    if (id && req.method === 'PUT') {
      const body = req.body as Partial<VocabularyWord>;
      // As the server stores it: a definition sent without a source is the learner's.
      const source =
        body.definition === undefined
          ? {}
          : { definitionSource: body.definition ? (body.definitionSource ?? 'learner') : null };
      words = words.map((w) => (w.id === id ? { ...w, ...body, ...source } : w));
      const updated = words.find((w) => w.id === id);
      return updated ? ok(routes.vocabulary.updateWord, updated) : fail(404, 'NOT_FOUND', id);
    }
    return fail(404, 'NOT_FOUND', 'not found');
  });
}

/** "negotiate" with three senses of five synonyms: the card shows two senses, three synonyms. */
const richDefinition = () => {
  const found = negotiateDefinition();
  const synonyms = ['a1', 'a2', 'a3', 'a4', 'a5'];
  found.meanings[0]!.definitions = [
    { definition: 'discuss the terms of an arrangement', example: null, synonyms },
    { definition: 'succeed in doing', example: null, synonyms: [] },
    { definition: 'third sense', example: null, synonyms: [] },
  ];
  return found;
};

const signIn = (dictionaryLanguage: 'auto' | 'zh' | 'ja' | 'en' = 'auto') => {
  const user = testUser();
  user.preferences.dictionaryLanguage = dictionaryLanguage;
  useUserStore.setState({ user, isAuthenticated: true, loadStatus: 'done' });
};

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('definitions on the word cards', () => {
  it('adds a word, shows the loading indicator, then its meanings, phonetic and equivalents', async () => {
    const answer = deferred<StubResponse>();
    const { callsTo } = fakeServer([], () => answer.promise);
    renderWithProviders(<Notebook userId="u-1" />);
    await userEvent.type(await screen.findByTestId('add-word-input'), 'negotiate');
    await userEvent.click(screen.getByTestId('add-word-submit'));

    const card = await screen.findByTestId('word-card');
    expect(await within(card).findByTestId('definition-loading')).toHaveTextContent(
      '正在获取释义…',
    );
    // The browser cache is read first (its database loads on first use), then the server asked.
    await waitFor(() => expect(callsTo(DEFINITION)).toHaveLength(1));
    expect(callsTo(DEFINITION)[0]!.body).toEqual({
      word: 'negotiate',
      language: 'zh',
      refresh: false,
    });
    answer.resolve(ok(routes.dictionary.definition, richDefinition()));

    expect(await within(card).findByTestId('word-pos')).toHaveTextContent('v. 动词');
    expect(within(card).queryByTestId('definition-loading')).not.toBeInTheDocument();
    expect(within(card).getByTestId('word-phonetic')).toHaveTextContent('/nɪˈɡoʊʃiˌeɪt/');
    expect(within(card).getByTestId('word-definition')).toHaveTextContent('谈判 tán pàn');
    expect(within(card).getByTestId('definition-language')).toHaveTextContent('英文释义');
    const senses = within(card).getAllByRole('listitem');
    expect(senses).toHaveLength(2);
    expect(senses[0]).toHaveTextContent('discuss the terms of an arrangement');
    expect(senses[0]).toHaveTextContent('(a1, a2, a3)');
    expect(senses[0]).not.toHaveTextContent('a4');
    expect(callsTo('/api/vocabulary/words/w101')[0]!.body).toMatchObject({ language: 'en' });
  });

  it('shows the failed notice, and its retry asks the server again', async () => {
    let down = true;
    const { callsTo } = fakeServer([notebookWord()], () =>
      down
        ? fail(503, 'AI_UNAVAILABLE', 'down')
        : ok(routes.dictionary.definition, negotiateDefinition()),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const notice = await screen.findByTestId('definition-failed', {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent('释义获取失败');
    const asked = callsTo(DEFINITION).length;
    down = false;
    await userEvent.click(within(notice).getByTestId('definition-retry'));
    expect(await screen.findByTestId('word-meanings')).toBeInTheDocument();
    expect(callsTo(DEFINITION).length).toBe(asked + 1);
    expect(screen.queryByTestId('definition-failed')).not.toBeInTheDocument();
  });

  it('says quietly that the offline dictionary lacks a word, offers the tutor, and keeps the learner’s definition', async () => {
    fakeServer(
      [notebookWord({ word: 'the same as', definition: '和……一样', sourceType: 'import' })],
      () => fail(404, 'WORD_NOT_FOUND', 'No definition found for "the same as".'),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const notice = await screen.findByTestId('definition-not-found');
    expect(notice).toHaveTextContent('离线词典中没有这个词');
    // An answer, not a failure: no alert, no retry.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('definition-retry')).not.toBeInTheDocument();
    const definition = screen.getByTestId('word-definition');
    expect(definition).toHaveAttribute('data-source', 'learner');
    expect(definition).toHaveTextContent('你的释义和……一样');

    await userEvent.click(within(notice).getByTestId('definition-ask-tutor'));
    expect(useTutorStore.getState()).toMatchObject({
      open: true,
      asked: { kind: 'vocabulary', word: expect.objectContaining({ word: 'the same as' }) },
    });
  });

  it('labels an imported word’s equivalents as the dictionary’s, and the learner’s own as theirs', async () => {
    fakeServer(
      [
        notebookWord({ id: 'w1', word: 'negotiate', sourceType: 'import' }),
        notebookWord({ id: 'w2', word: 'the same as', definition: '和……一样' }),
      ],
      (body) =>
        body.word === 'negotiate'
          ? ok(routes.dictionary.definition, negotiateDefinition())
          : fail(404, 'WORD_NOT_FOUND', 'No definition found for "the same as".'),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const [imported, own] = await screen.findAllByTestId('word-card');
    await within(imported!).findByTestId('word-meanings');
    const equivalents = within(imported!).getByTestId('word-definition');
    expect(equivalents).toHaveAttribute('data-source', 'dictionary');
    expect(equivalents).toHaveTextContent(/^词典对应词谈判 tán pàn$/);
    expect(equivalents).not.toHaveTextContent('你的释义');
    await within(own!).findByTestId('definition-not-found');
    expect(within(own!).getByTestId('word-definition')).toHaveTextContent(/^你的释义和……一样$/);

    await act(() => i18n.changeLanguage('ja'));
    try {
      expect(within(own!).getByTestId('word-definition-label')).toHaveTextContent('あなたの定義');
      expect(within(imported!).getByTestId('word-definition-label')).toHaveTextContent(
        '辞書の対応語',
      );
      await act(() => i18n.changeLanguage('en'));
      expect(within(own!).getByTestId('word-definition-label')).toHaveTextContent(
        'Your definition',
      );
    } finally {
      await act(() => i18n.changeLanguage('zh'));
    }
  });

  it('labels parts of speech in the interface language, not the look-up’s', async () => {
    fakeServer(
      [
        notebookWord({
          meanings: [
            {
              partOfSpeech: 'adjective',
              partOfSpeechLocal: '形容词',
              definitions: [{ definition: 'able to be bargained over' }],
            },
          ],
        }),
      ],
      () => ok(routes.dictionary.definition, negotiateDefinition()),
    );
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<Notebook userId="u-1" />);
      expect(await screen.findByTestId('word-pos')).toHaveTextContent(/^adj. adjective$/);
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it('refreshes a defined word past the caches', async () => {
    const defined = notebookWord({
      phonetic: '/old/',
      meanings: [{ partOfSpeech: 'verb', definitions: [{ definition: 'old sense' }] }],
    });
    const { callsTo } = fakeServer([defined], () =>
      ok(routes.dictionary.definition, negotiateDefinition()),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const card = await screen.findByTestId('word-card');
    expect(within(card).getByText('old sense')).toBeInTheDocument();
    expect(callsTo(DEFINITION)).toHaveLength(0);

    await userEvent.click(within(card).getByTestId('refresh-definition'));
    expect(
      await within(card).findByText('discuss the terms of an arrangement'),
    ).toBeInTheDocument();
    expect(callsTo(DEFINITION)[0]!.body).toEqual({
      word: 'negotiate',
      language: 'zh',
      refresh: true,
    });
    expect(within(card).getByTestId('word-phonetic')).toHaveTextContent('/nɪˈɡoʊʃiˌeɪt/');
  });

  it('asks in the chosen dictionary language, and in the interface language on auto', async () => {
    signIn('ja');
    const { callsTo } = fakeServer([notebookWord()], (body) =>
      ok(
        routes.dictionary.definition,
        negotiateDefinition({ language: body.language === 'ja' ? 'ja' : 'en' }),
      ),
    );
    const first = renderWithProviders(<Notebook userId="u-1" />);
    expect(await screen.findByTestId('definition-language')).toHaveTextContent('日文释义');
    expect(callsTo(DEFINITION)[0]!.body).toMatchObject({ language: 'ja' });
    first.unmount();

    signIn('auto');
    await act(() => i18n.changeLanguage('en'));
    fakeServer([notebookWord({ id: 'w2' })], () =>
      ok(routes.dictionary.definition, negotiateDefinition()),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    expect(await screen.findByTestId('definition-language')).toHaveTextContent(
      'Definitions in English',
    );
  });

  it('fills in the definitions of imported words in the background', async () => {
    const { callsTo } = fakeServer(
      [notebookWord({ meanings: [{ partOfSpeech: 'verb', definitions: [] }] })],
      (body) => ok(routes.dictionary.definition, negotiateDefinition({ word: body.word })),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    await screen.findByTestId('data-management');
    await userEvent.upload(
      screen.getByTestId('import-input'),
      new File(['word\ninvoice'], 'words.csv'),
      { applyAccept: false },
    );
    await screen.findByTestId('import-summary');
    await waitFor(() => expect(callsTo('/api/vocabulary/words/i1')).toHaveLength(1));
    expect(callsTo(DEFINITION).map((c) => (c.body as DefinitionRequest).word)).toEqual(['invoice']);
  });
});

describe('pronunciation', () => {
  it('plays the recording, disabled while it plays', async () => {
    const play = vi
      .spyOn(window.HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => Promise.resolve());
    fakeServer(
      [
        notebookWord({
          phonetic: '/x/',
          audioUrl: 'https://audio.example/negotiate.mp3',
          meanings: [{ partOfSpeech: 'verb', definitions: [{ definition: 'talk' }] }],
        }),
      ],
      () => ok(routes.dictionary.definition, negotiateDefinition()),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const button = await screen.findByTestId('word-play');
    await userEvent.click(button);
    expect(button).toBeDisabled();
    const audio = play.mock.contexts[0] as HTMLMediaElement;
    expect(audio.src).toBe('https://audio.example/negotiate.mp3');
    act(() => void audio.dispatchEvent(new Event('ended')));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('only logs a recording that fails, and speaks the word when there is no recording', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('no source', 'NotSupportedError'),
    );
    const spoken: string[] = [];
    class Utterance extends EventTarget {
      voice = null;
      lang = '';
      pitch = 1;
      rate = 1;
      constructor(readonly text: string) {
        super();
      }
    }
    const voice = { name: 'English', lang: 'en-US', voiceURI: 'en', default: true };
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [voice],
      cancel: () => {},
      speak: (u: Utterance) => {
        spoken.push(u.text);
        setTimeout(() => u.dispatchEvent(new Event('end')), 0);
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const meanings = [{ partOfSpeech: 'verb', definitions: [{ definition: 'talk' }] }];
    fakeServer(
      [
        notebookWord({ phonetic: '/a/', audioUrl: 'https://audio.example/a.mp3', meanings }),
        notebookWord({ id: 'w2', word: 'postpone', phonetic: '/b/', meanings }),
      ],
      () => ok(routes.dictionary.definition, negotiateDefinition()),
    );
    renderWithProviders(<Notebook userId="u-1" />);
    const [withAudio, withoutAudio] = await screen.findAllByTestId('word-play');
    await userEvent.click(withAudio!);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(withAudio).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(withoutAudio!);
    await waitFor(() => expect(spoken).toEqual(['postpone']));
    await waitFor(() => expect(withoutAudio).toBeEnabled());
  });
});

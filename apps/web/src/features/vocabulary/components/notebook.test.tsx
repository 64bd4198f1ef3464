import { routes } from '@/lib/routes';
import type { VocabularyWord } from '@toeic-ace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch, type StubRequest } from '@/test/fetch-stub';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders as renderBare } from '@/test/render';
import { serverWord } from '@/test/vocabulary-word';
import { Notebook } from './notebook';

/** The notebook links to the flashcard review, so it renders inside a router. */
const renderWithProviders = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

const word = (id: number, fields: Partial<VocabularyWord> = {}): VocabularyWord => {
  const at = new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString();
  return serverWord(`word${id}`, { id: `w${id}`, createdAt: at, updatedAt: at, ...fields });
};

/** A notebook held in memory that answers the vocabulary calls as the server does. */
function fakeServer(initial: VocabularyWord[]) {
  let words = [...initial];
  const list = (q: URLSearchParams) => {
    const search = q.get('search')?.toLowerCase();
    let found = words.filter(
      (w) =>
        (!search || `${w.word} ${w.notes ?? ''}`.toLowerCase().includes(search)) &&
        (q.get('mastered') !== 'true' || w.mastered),
    );
    const sign = q.get('sortOrder') === 'asc' ? 1 : -1;
    const field = (q.get('sortBy') ?? 'createdAt') as 'createdAt' | 'word';
    found = [...found].sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])));
    const page = Number(q.get('page') ?? 1);
    const limit = Number(q.get('limit') ?? 50);
    return {
      words: found.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
    };
  };
  const handler = (req: StubRequest) => {
    if (req.path === '/api/vocabulary/stats') {
      return ok(routes.vocabulary.getStats, {
        totalWords: words.length,
        masteredWords: words.filter((w) => w.mastered).length,
        recentWords: 0,
        wordsNeedingReview: words.filter((w) => !w.mastered).length,
        reviewedToday: 0,
        reviewStreak: 0,
      });
    }
    if (req.path === '/api/vocabulary/words' && req.method === 'POST') {
      const { word: text } = req.body as { word: string };
      if (words.some((w) => w.word.toLowerCase() === text.toLowerCase())) {
        return fail(409, 'WORD_ALREADY_EXISTS', 'This word is already in your vocabulary notebook');
      }
      const created = word(words.length + 100, { word: text });
      words = [created, ...words];
      return ok(routes.vocabulary.addWord, created);
    }
    if (req.path === '/api/vocabulary/words')
      return ok(routes.vocabulary.listWords, list(req.query));
    const id = /\/api\/vocabulary\/words\/(.+)$/.exec(req.path)?.[1];
    if (id && req.method === 'PUT') {
      words = words.map((w) => (w.id === id ? { ...w, ...(req.body as object) } : w));
      const updated = words.find((w) => w.id === id);
      return updated ? ok(routes.vocabulary.updateWord, updated) : fail(404, 'NOT_FOUND', id);
    }
    if (id && req.method === 'DELETE') {
      words = words.filter((w) => w.id !== id);
      return ok(routes.vocabulary.deleteWord, { id });
    }
    return fail(404, 'NOT_FOUND', 'not found');
  };
  return { handler };
}

const listCalls = (calls: StubRequest[]) =>
  calls.filter((c) => c.path === '/api/vocabulary/words' && c.query.get('limit') === '50');

afterEach(() => vi.unstubAllGlobals());

describe('the notebook', () => {
  it('shows the empty notebook hint when there are no words', async () => {
    stubFetch(fakeServer([]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    expect(await screen.findByTestId('vocabulary-empty')).toHaveTextContent('生词本还是空的');
    expect(screen.getByTestId('review-complete')).toBeInTheDocument();
    // Import (with an example of the CSV columns) is there for a learner arriving with a list;
    // export waits until there is something to export.
    expect(screen.getByTestId('import-button')).toBeInTheDocument();
    expect(screen.getByTestId('import-csv-example')).toHaveTextContent('word,definition,notes');
    expect(screen.queryByTestId('export-json')).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-csv')).not.toBeInTheDocument();
  });

  it('shows an empty notebook in one piece, whichever of its two reads answers last', async () => {
    // The stats answer after the list: until then neither the empty state nor the CSV example
    // (which sits above it) shows, so the one arriving does not push the other down the screen.
    let answerStats: () => void = () => {};
    const statsAnswered = new Promise<void>((resolve) => (answerStats = resolve));
    const server = fakeServer([]);
    const { calls } = stubFetch(async (req) => {
      if (req.path === '/api/vocabulary/stats') await statsAnswered;
      return server.handler(req);
    });
    renderWithProviders(<Notebook userId="u1" />);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('vocabulary-empty')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-csv-example')).not.toBeInTheDocument();
    answerStats();
    expect(await screen.findByTestId('vocabulary-empty')).toBeInTheDocument();
    expect(screen.getByTestId('import-csv-example')).toBeInTheDocument();
  });

  it('searches once typing pauses, with the final text only', async () => {
    const { calls } = stubFetch(
      fakeServer([word(1, { word: 'agenda' }), word(2, { word: 'invoice' })]).handler,
    );
    renderWithProviders(<Notebook userId="u1" />);
    await screen.findAllByTestId('word-card');
    await userEvent.type(screen.getByTestId('vocabulary-search'), 'inv');
    await waitFor(() => expect(screen.getAllByTestId('word-card')).toHaveLength(1));
    expect(screen.getByTestId('word-card')).toHaveAttribute('data-word', 'invoice');
    const searches = listCalls(calls).map((c) => c.query.get('search'));
    expect(searches.filter((s) => s !== null)).toEqual(['inv']);
  });

  it('counts all and mastered words and filters to mastered ones', async () => {
    stubFetch(fakeServer([word(1), word(2, { word: 'known', mastered: true }), word(3)]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    await waitFor(() => expect(screen.getByTestId('filter-all')).toHaveTextContent('全部 (3)'));
    expect(screen.getByTestId('filter-mastered')).toHaveTextContent('已掌握 (1)');
    await userEvent.click(screen.getByTestId('filter-mastered'));
    await waitFor(() => expect(screen.getAllByTestId('word-card')).toHaveLength(1));
    expect(screen.getByTestId('word-card')).toHaveAttribute('data-word', 'known');
    expect(screen.getByTestId('mastered-progress')).toHaveTextContent('1 / 3（33%）');
  });

  it('says so when nothing matches the search', async () => {
    stubFetch(fakeServer([word(1)]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    await screen.findByTestId('word-card');
    await userEvent.type(screen.getByTestId('vocabulary-search'), 'zzz');
    expect(await screen.findByTestId('vocabulary-no-match')).toBeInTheDocument();
  });

  it('asks the server for the order the sort buttons choose', async () => {
    const { calls } = stubFetch(
      fakeServer([word(1, { word: 'b' }), word(2, { word: 'a' })]).handler,
    );
    renderWithProviders(<Notebook userId="u1" />);
    await screen.findAllByTestId('word-card');
    await userEvent.click(screen.getByTestId('sort-word'));
    await waitFor(() =>
      expect(screen.getAllByTestId('word-card')[0]).toHaveAttribute('data-word', 'b'),
    );
    await userEvent.click(screen.getByTestId('sort-word'));
    await waitFor(() =>
      expect(screen.getAllByTestId('word-card')[0]).toHaveAttribute('data-word', 'a'),
    );
    const orders = listCalls(calls).map(
      (c) => `${c.query.get('sortBy')} ${c.query.get('sortOrder')}`,
    );
    expect(orders).toEqual(['createdAt desc', 'word desc', 'word asc']);
  });

  it('loads the next 50 words on demand', async () => {
    stubFetch(fakeServer(Array.from({ length: 60 }, (_, i) => word(i))).handler);
    renderWithProviders(<Notebook userId="u1" />);
    await waitFor(() => expect(screen.getAllByTestId('word-card')).toHaveLength(50));
    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('word-card')).toHaveLength(60));
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('edits notes, cancels an edit, and deletes after confirming', async () => {
    stubFetch(fakeServer([word(1, { notes: 'old' })]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    const card = await screen.findByTestId('word-card');
    await userEvent.click(within(card).getByTestId('notes-edit'));
    await userEvent.clear(within(card).getByTestId('notes-input'));
    await userEvent.type(within(card).getByTestId('notes-input'), 'discarded');
    await userEvent.click(within(card).getByTestId('notes-cancel'));
    expect(within(card).getByTestId('word-notes')).toHaveTextContent('old');

    await userEvent.click(within(card).getByTestId('notes-edit'));
    await userEvent.clear(within(card).getByTestId('notes-input'));
    await userEvent.type(within(card).getByTestId('notes-input'), 'new note');
    await userEvent.click(within(card).getByTestId('notes-save'));
    await waitFor(() => expect(screen.getByTestId('word-notes')).toHaveTextContent('new note'));

    await userEvent.click(screen.getByTestId('delete-word'));
    await userEvent.click(screen.getByTestId('delete-cancel'));
    expect(screen.getByTestId('word-card')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('delete-word'));
    await userEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByTestId('vocabulary-empty')).toBeInTheDocument();
  });

  it('shows the error box and reloads on retry', async () => {
    let down = true;
    const server = fakeServer([word(1)]);
    stubFetch((req) =>
      down && req.path === '/api/vocabulary/words'
        ? fail(500, 'INTERNAL_ERROR', 'boom')
        : server.handler(req),
    );
    renderWithProviders(<Notebook userId="u1" />);
    expect(
      await screen.findByTestId('vocabulary-error', {}, { timeout: 15_000 }),
    ).toHaveTextContent('加载单词失败');
    down = false;
    await userEvent.click(screen.getByTestId('vocabulary-retry'));
    expect(await screen.findByTestId('word-card')).toBeInTheDocument();
  });
});

describe('typing words and notes', () => {
  it('says why a typed word is refused, never cuts it, and drops an old message with the next edit', async () => {
    const { calls } = stubFetch(fakeServer([word(1, { word: 'deadline' })]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    await screen.findByTestId('word-card');
    const input = screen.getByTestId('add-word-input');
    const posts = () =>
      calls.filter((c) => c.method === 'POST' && c.path === '/api/vocabulary/words');

    await userEvent.type(input, 'Deadline{Enter}');
    expect(await screen.findByTestId('add-word-error')).toHaveTextContent('已在生词本中');
    // A whitespace-only add: the stale "already there" goes, and the learner hears why.
    await userEvent.clear(input);
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('add-word-error')).toHaveTextContent('请输入一个单词');
    expect(screen.getByTestId('add-word-error')).not.toHaveTextContent('已在生词本中');

    await userEvent.clear(input);
    expect(screen.queryByTestId('add-word-error')).not.toBeInTheDocument();
    await userEvent.type(input, 'a{Enter}');
    expect(screen.getByTestId('add-word-error')).toHaveTextContent('单词至少要有 2 个字母');
    await userEvent.clear(input);
    await userEvent.type(input, '<b>bold</b>{Enter}');
    expect(screen.getByTestId('add-word-error')).toHaveTextContent('单词不能包含');

    // Past the limit: said while typing, and nothing is cut.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(120));
    expect(input).toHaveValue('x'.repeat(120));
    expect(screen.getByTestId('add-word-error')).toHaveTextContent(
      '单词最多 100 个字符，现在有 120 个',
    );
    await userEvent.type(input, '{Enter}');
    expect(posts()).toHaveLength(1);

    await userEvent.clear(input);
    await userEvent.type(input, 'venue{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(posts().map((c) => (c.body as { word: string }).word)).toEqual(['Deadline', 'venue']);
  });

  it('counts a note against the limit and holds the save past it instead of failing', async () => {
    const { calls } = stubFetch(fakeServer([word(1)]).handler);
    renderWithProviders(<Notebook userId="u1" />);
    const card = await screen.findByTestId('word-card');
    await userEvent.click(within(card).getByTestId('notes-edit'));
    const box = within(card).getByTestId('notes-input');
    await userEvent.click(box);
    await userEvent.paste('n'.repeat(6000));
    expect(within(card).getByTestId('notes-counter')).toHaveTextContent(
      '笔记最多 2000 个字符，已超出 4000 个',
    );
    expect(within(card).getByTestId('notes-save')).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.paste('n'.repeat(2000));
    expect(within(card).getByTestId('notes-counter')).toHaveTextContent('2000 / 2000');
    await userEvent.click(within(card).getByTestId('notes-save'));
    await waitFor(() => expect(within(card).getByTestId('word-notes')).toHaveTextContent('nnn'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

describe('when the server cannot be reached', () => {
  it('shows the list’s error and retry at once, with counts that agree with the stats, and recovers by itself', async () => {
    let down = true;
    const server = fakeServer([word(1), word(2, { mastered: true })]);
    stubFetch((req) =>
      down && req.path === '/api/vocabulary/words' ? 'network-error' : server.handler(req),
    );
    renderWithProviders(<Notebook userId="u1" />);
    expect(await screen.findByTestId('vocabulary-error')).toHaveTextContent('网络连接失败');
    expect(screen.getByTestId('vocabulary-retry')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('filter-all')).toHaveTextContent('全部 (2)'));
    expect(screen.getByTestId('filter-mastered')).toHaveTextContent('已掌握 (1)');

    down = false;
    await waitFor(() => expect(screen.getAllByTestId('word-card')).toHaveLength(2), {
      timeout: 5_000,
    });
    expect(screen.queryByTestId('vocabulary-error')).not.toBeInTheDocument();
  });

  it('shows no count at all while the figures are unknown, never a 0 beside them', async () => {
    stubFetch(() => 'network-error');
    renderWithProviders(<Notebook userId="u1" />);
    await screen.findByTestId('vocabulary-error');
    expect(screen.getByTestId('filter-all')).toHaveTextContent(/^全部$/);
    expect(screen.getByTestId('filter-mastered')).toHaveTextContent(/^已掌握$/);
  });
});

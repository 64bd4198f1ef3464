import { routes } from '@/lib/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOCABULARY_LIMITS } from '@toeic-ace/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { DataManagement } from './data-management';

const csvOf = (count: number) =>
  ['word,notes', ...Array.from({ length: count }, (_, i) => `w${i},"n, ${i}"`)].join('\n');

/** A note as the server reads it from a package: a new card, no scheduling. */
const ankiWord = (word: string, definition: string | null) => ({
  word,
  definition,
  phonetic: null,
  context: null,
  notes: null,
  tags: [],
  mastered: false,
  createdAt: '2026-05-01T08:00:00.000Z',
});

const upload = (text: string, name: string) =>
  userEvent.upload(screen.getByTestId('import-input'), new File([text], name), {
    applyAccept: false,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('import', () => {
  it('skips existing words without asking for a small file, then sums up', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { callsTo } = stubFetch(() =>
      ok(routes.vocabulary.importWords, {
        totalWords: 3,
        successCount: 2,
        skipCount: 1,
        errorCount: 0,
        errors: [],
      }),
    );
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload(csvOf(3), 'words.csv');
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('导入完成！总计：3');
    expect(summary).toHaveTextContent('跳过：1');
    expect(confirm).not.toHaveBeenCalled();
    const [call] = callsTo('/api/vocabulary/import');
    expect(call?.body).toMatchObject({ replaceExisting: false });
    expect((call?.body as { words: unknown[] }).words[0]).toEqual({ word: 'w0', notes: 'n, 0' });
  });

  it('asks replace or skip for more than ten words and sends the answer', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const errors = ['Row 2: a', 'Row 3: b', 'Row 5: c', 'Row 8: d', 'Row 9: e'];
    const answer = deferred<StubResponse>();
    const { callsTo } = stubFetch(() => answer.promise);
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload(csvOf(11), 'words.csv');
    expect(await screen.findByTestId('import-progress')).toBeInTheDocument();
    answer.resolve(
      ok(routes.vocabulary.importWords, {
        totalWords: 11,
        successCount: 6,
        skipCount: 0,
        errorCount: 5,
        errors,
      }),
    );
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('Row 5: c');
    expect(summary).not.toHaveTextContent('Row 8: d');
    expect(summary).toHaveTextContent('...以及其他 2 个错误');
    expect(callsTo('/api/vocabulary/import')[0]?.body).toMatchObject({ replaceExisting: true });
  });

  it("shows the file's problem without calling the server", async () => {
    const { calls } = stubFetch(() => 'network-error');
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload('hello', 'notes.txt');
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      '不支持的文件格式，请选择JSON或CSV文件',
    );
    await upload('{"nope":1}', 'words.json');
    await waitFor(() =>
      expect(screen.getByTestId('import-error')).toHaveTextContent('无效的JSON格式'),
    );
    expect(calls).toHaveLength(0);
  });

  it('says how many words still fit when the import would pass the notebook limit', async () => {
    stubFetch(() =>
      fail(409, 'NOTEBOOK_FULL', 'Your notebook holds at most 20000 words; 12 more fit', {
        limit: 20_000,
        room: 12,
      }),
    );
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload(csvOf(20), 'words.csv');
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      '导入失败：生词本最多可保存 20,000 个单词，还能再添加 12 个',
    );
  });

  it('reads an Anki package through the server, then imports its words as any file', async () => {
    const { callsTo } = stubFetch((request) =>
      request.path === '/api/vocabulary/import/anki'
        ? ok(routes.vocabulary.readAnkiPackage, {
            noteCount: 2,
            words: [ankiWord('agenda', '议程'), ankiWord('memo', null)],
          })
        : ok(routes.vocabulary.importWords, {
            totalWords: 2,
            successCount: 2,
            skipCount: 0,
            errorCount: 0,
            errors: [],
          }),
    );
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload('PK\u0003\u0004 pretend package', 'deck.apkg');
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('成功：2');
    const [read] = callsTo('/api/vocabulary/import/anki');
    expect(Buffer.from((read?.body as { package: string }).package, 'base64').toString()).toBe(
      'PK\u0003\u0004 pretend package',
    );
    expect((callsTo('/api/vocabulary/import')[0]?.body as { words: unknown[] }).words).toEqual([
      ankiWord('agenda', '议程'),
      ankiWord('memo', null),
    ]);
  });

  it("names the Anki package's problem in the learner's language", async () => {
    stubFetch(() =>
      fail(413, 'ANKI_PACKAGE_TOO_LARGE', 'An Anki package may hold at most 10000 notes', {
        limit: 10_000,
      }),
    );
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload('PK', 'deck.apkg');
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      '一次最多导入 10000 条 Anki 笔记',
    );
  });

  it('refuses a package past the size limit before sending it', async () => {
    const { calls } = stubFetch(() => 'network-error');
    renderWithProviders(<DataManagement wordCount={3} />);
    const big = new File([new Uint8Array(VOCABULARY_LIMITS.ankiPackageMaxBytes + 1)], 'big.apkg');
    await userEvent.upload(screen.getByTestId('import-input'), big);
    expect(await screen.findByTestId('import-error')).toHaveTextContent('Anki 包不能超过 20 MB');
    expect(calls).toHaveLength(0);
  });

  it("reports the server's refusal", async () => {
    stubFetch(() => fail(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'));
    renderWithProviders(<DataManagement wordCount={3} />);
    await upload(csvOf(2), 'words.csv');
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      '导入失败：Request body is too large',
    );
  });
});

describe('export', () => {
  it('blocks other exports while one runs and alerts when it fails', async () => {
    const answer = deferred<StubResponse>();
    const { calls } = stubFetch(() => answer.promise);
    renderWithProviders(<DataManagement wordCount={3} />);
    await userEvent.click(screen.getByTestId('export-csv'));
    expect(screen.getByTestId('export-json')).toBeDisabled();
    await waitFor(() => expect(calls[0]?.query.get('format')).toBe('csv'));
    answer.resolve(fail(500, 'INTERNAL_ERROR', 'boom'));
    expect(await screen.findByTestId('export-failed')).toHaveTextContent('导出失败，请稍后重试');
    expect(screen.getByTestId('export-json')).toBeEnabled();
  });

  it('says so when another export of the notebook is still running', async () => {
    stubFetch(() => fail(409, 'EXPORT_IN_PROGRESS', 'An export is already running'));
    renderWithProviders(<DataManagement wordCount={3} />);
    await userEvent.click(screen.getByTestId('export-anki'));
    expect(await screen.findByTestId('export-failed')).toHaveTextContent(
      '已有一个导出正在进行，请等它完成后再试',
    );
  });

  it("saves the file under the server's name", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    stubFetch(
      () =>
        new Response('word\nagenda\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="vocabulary_export_2026-11-24.csv"',
          },
        }),
    );
    renderWithProviders(<DataManagement wordCount={3} />);
    await userEvent.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(saved).toEqual(['vocabulary_export_2026-11-24.csv']));
    expect(screen.queryByTestId('export-failed')).not.toBeInTheDocument();
  });
});

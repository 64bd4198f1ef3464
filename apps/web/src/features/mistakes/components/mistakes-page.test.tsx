import { routes } from '@/lib/routes';
import type { MistakeItem, MistakeSummary } from '@toeic-ace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, healthy } from '@/test/fixtures';
import { makeQuestion } from '@/test/practice';
import { renderApp } from '@/test/render-app';
import { i18n } from '@/lib/i18n';

const health = ok(routes.health.get, healthy());

const item = (n: number, isDue: boolean): MistakeItem => ({
  questionId: `q-${n}`,
  question: makeQuestion(n),
  part: 5,
  type: 'reading',
  due: isDue ? '2026-11-20T09:00:00.000Z' : '2026-12-20T09:00:00.000Z',
  isDue,
  lapses: 1,
  successes: 0,
  lastAnswer: (n + 1) % 4,
  lastAnsweredAt: '2026-11-20T09:00:00.000Z',
  firstMissedAt: '2026-11-20T09:00:00.000Z',
});

/**
 * A signed-in learner's notebook on the server: two due items and one for later. DELETE takes
 * an item out (204) once `answer` lets it through, or answers what `answer` gives.
 */
function notebookServer(answer: () => Promise<StubResponse | null> = async () => null) {
  storeTokens();
  let items = [item(1, true), item(2, true), item(3, false)];
  const summary = (): MistakeSummary => {
    const due = items.filter((i) => i.isDue).length;
    return { due, total: items.length, byPart: [{ part: 5, due, total: items.length }] };
  };
  const stub = stubFetch(async (req) => {
    if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
    if (req.path === '/api/mistakes/summary') return ok(routes.mistakes.mistakeSummary, summary());
    if (req.path === '/api/mistakes' && req.method === 'GET') {
      return ok(routes.mistakes.listMistakes, {
        items,
        total: items.length,
        page: 1,
        pageSize: 20,
      });
    }
    const removed = /^\/api\/mistakes\/(.+)$/.exec(req.path)?.[1];
    if (removed && req.method === 'DELETE') {
      const given = await answer();
      if (given) return given;
      items = items.filter((i) => i.questionId !== decodeURIComponent(removed));
      return new Response(null, { status: 204 });
    }
    return health;
  });
  return stub;
}

const rows = () => screen.queryAllByTestId('mistake-item');
const rowOf = (n: number) =>
  rows().find((row) => row.textContent?.includes(`Question ${n}:`)) ?? null;

async function openConfirm(user: ReturnType<typeof userEvent.setup>, n: number) {
  await waitFor(() => expect(rowOf(n)).not.toBeNull());
  await user.click(within(rowOf(n)!).getByRole('button', { name: '移出错题本' }));
  return within(rowOf(n)!).getByTestId('mistake-remove-confirm');
}

describe('mistakes page: 移出错题本', () => {
  it('asks once, then removes the item at once with the due counts, before the server answers', async () => {
    const gate = deferred<void>();
    const { calls } = notebookServer(async () => {
      await gate.promise;
      return null;
    });
    const user = userEvent.setup();
    renderApp('/mistakes');
    expect(await screen.findByTestId('mistakes-due-count')).toHaveTextContent('2 道到期');
    expect(await screen.findByTestId('nav-mistakes-due')).toHaveTextContent('2');

    const confirm = await openConfirm(user, 1);
    expect(confirm).toHaveTextContent('把这道题移出错题本？作答记录会保留，再做错时会重新加入。');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByTestId('mistake-remove-yes'));

    // Gone from the list and from the counts while the call is still open.
    await waitFor(() => expect(rowOf(1)).toBeNull());
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('mistakes-due-count')).toHaveTextContent('1 道到期');
    expect(screen.getByTestId('mistakes-counts')).toHaveTextContent('共 2 道');
    expect(screen.getByTestId('nav-mistakes-due')).toHaveTextContent('1');
    expect(screen.getByTestId('mistakes-part-5')).toHaveTextContent('Part 5 (1/2)');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/mistakes/q-1',
    ]);

    gate.resolve();
    expect(await screen.findByText('已移出错题本')).toBeInTheDocument();
    // Read again from the server afterwards: the same, now for real.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/mistakes/summary').length).toBeGreaterThan(1),
    );
    expect(screen.getByTestId('mistakes-due-count')).toHaveTextContent('1 道到期');
    expect(rows()).toHaveLength(2);
  });

  it('keeps the item when the learner says keep: nothing is sent', async () => {
    const { calls } = notebookServer();
    const user = userEvent.setup();
    renderApp('/mistakes');
    const confirm = await openConfirm(user, 3);
    await user.click(within(confirm).getByTestId('mistake-remove-no'));
    expect(screen.queryByTestId('mistake-remove-confirm')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('puts the item and the counts back and says so when the removal fails', async () => {
    notebookServer(async () => fail(500, 'INTERNAL_ERROR', 'boom'));
    const user = userEvent.setup();
    renderApp('/mistakes');
    expect(await screen.findByTestId('mistakes-due-count')).toHaveTextContent('2 道到期');
    await user.click(within(await openConfirm(user, 2)).getByTestId('mistake-remove-yes'));
    expect(await screen.findByText('移出失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('mistakes-due-count')).toHaveTextContent('2 道到期');
    expect(screen.getByTestId('nav-mistakes-due')).toHaveTextContent('2');
  });

  it('counts an item removed elsewhere already (404) as removed', async () => {
    notebookServer(async () =>
      fail(404, 'NOT_FOUND', 'This question is not in your mistakes notebook'),
    );
    const user = userEvent.setup();
    renderApp('/mistakes');
    await user.click(within(await openConfirm(user, 3)).getByTestId('mistake-remove-yes'));
    expect(await screen.findByText('已移出错题本')).toBeInTheDocument();
    expect(screen.queryByText('移出失败，请重试')).not.toBeInTheDocument();
  });

  it.each([
    ['ja', '間違いノートから外す', '間違いノートから外しました'],
    ['en', 'Remove from mistakes', 'Removed from your mistakes'],
  ])('speaks %s', async (language, action, done) => {
    notebookServer();
    await i18n.changeLanguage(language);
    const user = userEvent.setup();
    renderApp('/mistakes');
    await waitFor(() => expect(rowOf(1)).not.toBeNull());
    await user.click(within(rowOf(1)!).getByRole('button', { name: action }));
    const yes = within(rowOf(1)!).getByTestId('mistake-remove-yes');
    expect(yes).toHaveTextContent(action);
    await user.click(yes);
    expect(await screen.findByText(done)).toBeInTheDocument();
  });
});

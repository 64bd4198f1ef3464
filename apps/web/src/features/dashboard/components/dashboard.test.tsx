import { routes } from '@/lib/routes';
import type { PracticeStats } from '@toeic-ace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '@/entities/user/store';
import { fail, ok, stubFetch, type StubRequest, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, healthy, shellCalls } from '@/test/fixtures';
import { makeSession, makeStats } from '@/test/practice-stats';
import { renderApp } from '@/test/render-app';

const health = ok(routes.health.get, healthy());

function signedIn(
  stats: PracticeStats | StubResponse,
  sessions?: (req: StubRequest) => StubResponse | Promise<StubResponse>,
) {
  storeTokens();
  return stubFetch((req) => {
    if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
    if (req.path === '/api/practice/stats') {
      return typeof stats === 'object' && 'totalSessions' in stats
        ? ok(routes.practice.getStats, stats)
        : stats;
    }
    if (req.path === '/api/practice/sessions' && sessions) return sessions(req);
    return shellCalls(req);
  });
}

const page = (sessions: ReturnType<typeof makeSession>[], total: number, offset = 0) =>
  ok(routes.practice.listSessions, { sessions, total, limit: 20, offset });

describe('home: score dashboard', () => {
  it('shows -- and how many sets are missing before there is an estimate', async () => {
    signedIn(makeStats([70]));
    renderApp('/');
    expect(await screen.findByTestId('predicted-score')).toHaveTextContent('--');
    expect(screen.getByTestId('predicted-listening')).toHaveTextContent('--');
    expect(screen.getByTestId('predicted-reading')).toHaveTextContent('--');
    expect(screen.getByTestId('score-need-more')).toHaveTextContent(
      '再完成 2 组练习即可获得预测分数',
    );
    expect(screen.queryByTestId('score-range')).not.toBeInTheDocument();
    expect(screen.getByTestId('score-dashboard')).not.toHaveAttribute('data-band');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('study-days')).toHaveTextContent('1');
  });

  it('shows the score with LC / RC, its range, the trend and the summary', async () => {
    // 6 sessions: latest three 90 against 70 → improving; the estimate comes from the contract
    const stats = makeStats([70, 70, 70, 90, 90, 90], { part5: [60, 48], part2: [20, 10] });
    signedIn(stats);
    renderApp('/');
    const score = stats.estimate.estimatedScore;
    expect(await screen.findByTestId('predicted-score')).toHaveTextContent(String(score));
    const lc = Math.round(score * 0.53);
    expect(screen.getByTestId('predicted-listening')).toHaveTextContent(String(lc));
    expect(screen.getByTestId('predicted-reading')).toHaveTextContent(String(score - lc));
    const { low, high } = stats.range.total;
    expect(low).toBeLessThanOrEqual(score);
    expect(screen.getByTestId('score-range')).toHaveTextContent(`预测区间 ${low}–${high}`);
    expect(screen.getByTestId('score-range')).toHaveTextContent('仅供参考');
    expect(screen.getByTestId('score-trend')).toHaveAttribute('data-trend', 'improving');
    expect(screen.getByTestId('score-trend')).toHaveTextContent('上升');
    expect(screen.getByTestId('summary-sessions')).toHaveTextContent('6');
    expect(screen.getByTestId('summary-accuracy')).toHaveTextContent('80%');
    expect(screen.getByTestId('summary-questions')).toHaveTextContent('60');
    // the charts' data, for screen readers (the drawing itself is lazy-loaded)
    expect(screen.getByTestId('part-accuracy-5')).toHaveTextContent('80%');
    expect(screen.getByTestId('part-accuracy-2')).toHaveTextContent('50%');
    expect(screen.getByTestId('part-accuracy-7')).toHaveTextContent('--');
  });

  it.each([
    [850, 'excellent', 'text-emerald-600', '优秀'],
    [800, 'excellent', 'text-emerald-600', '优秀'],
    [799, 'good', 'text-sky-600', '良好'],
    [700, 'good', 'text-sky-600', '良好'],
    [650, 'fair', 'text-amber-600', '达标'],
    [599, 'low', 'text-rose-600', '继续加油'],
  ] as const)('colours %i as %s', async (score, band, colour, label) => {
    const base = makeStats([80, 80, 80]);
    signedIn({ ...base, estimate: { ...base.estimate, estimatedScore: score } });
    renderApp('/');
    const number = await screen.findByTestId('predicted-score');
    expect(number).toHaveTextContent(String(score));
    expect(number).toHaveClass(colour);
    expect(screen.getByTestId('score-dashboard')).toHaveAttribute('data-band', band);
    expect(screen.getByTestId('score-band')).toHaveTextContent(label);
  });

  it('counts the goal as min(score / 600, 100 %) and study days up to 30', async () => {
    const base = makeStats([80, 80, 80]);
    signedIn({
      ...base,
      completedSessions: 45,
      estimate: { ...base.estimate, estimatedScore: 450 },
    });
    renderApp('/');
    expect(await screen.findByTestId('goal-percent')).toHaveTextContent('75%');
    expect(screen.getByRole('progressbar', { name: '目标 600 分' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByTestId('study-days')).toHaveTextContent('30');
  });

  it('caps the goal at 100 % and says when the trend cannot compare yet', async () => {
    signedIn(makeStats([90, 90, 90, 90]));
    renderApp('/');
    expect(await screen.findByTestId('goal-percent')).toHaveTextContent('100%');
    expect(screen.getByTestId('score-trend')).toHaveTextContent('稳定');
    expect(screen.getByText('满 6 组练习后开始比较')).toBeInTheDocument();
  });

  it('offers a retry when the statistics fail', async () => {
    let calls = 0;
    storeTokens();
    stubFetch((req) => {
      if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
      if (req.path === '/api/practice/stats') {
        calls += 1;
        // A screen's read makes one attempt, and its failure shows at once.
        return calls <= 1
          ? fail(500, 'INTERNAL_ERROR', 'Internal server error')
          : ok(routes.practice.getStats, makeStats([]));
      }
      return shellCalls(req);
    });
    const user = userEvent.setup();
    renderApp('/');
    const error = await screen.findByTestId('dashboard-error', undefined, { timeout: 4000 });
    await user.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('predicted-score')).toHaveTextContent('--');
  });

  it('shows only the cards that work, with their shortcuts', async () => {
    signedIn(makeStats([]));
    renderApp('/');
    expect(await screen.findByTestId('home-card-practice')).toHaveAttribute('href', '/practice');
    expect(screen.getByTestId('home-card-review')).toHaveAttribute('href', '/review');
    expect(screen.queryByTestId('home-card-vocabulary')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-shortcut-practice')).toHaveTextContent('快捷键P');
    expect(screen.getByTestId('home-shortcut-review')).toHaveTextContent('快捷键R');
  });

  it('keeps the welcome and the seven parts for a visitor', async () => {
    stubFetch(() => health);
    renderApp('/');
    expect(await screen.findByTestId('home-register')).toBeInTheDocument();
    expect(await screen.findByTestId('toeic-parts')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });
});

describe('home: keyboard shortcuts', () => {
  it('P goes to /practice', async () => {
    signedIn(makeStats([]));
    const { location } = renderApp('/');
    await screen.findByTestId('score-dashboard');
    fireEvent.keyDown(document.body, { key: 'p' });
    // the route module loads lazily before the location changes
    await waitFor(() => expect(location()).toBe('/practice'), { timeout: 5000 });
  });

  it('R goes to /review (upper case too)', async () => {
    signedIn(makeStats([]));
    const { location } = renderApp('/');
    await screen.findByTestId('score-dashboard');
    fireEvent.keyDown(document.body, { key: 'R' });
    await waitFor(() => expect(location()).toBe('/review'), { timeout: 5000 });
  });

  it('ignores keys typed into fields and chords with modifier keys', async () => {
    signedIn(makeStats([]));
    const { location, router } = renderApp('/');
    await screen.findByTestId('score-dashboard');
    // Every navigation started, even one a later one cuts short.
    const started: string[] = [];
    router.subscribe((state) => {
      const pathname = (state.navigation.location ?? state.location).pathname;
      if (started.at(-1) !== pathname) started.push(pathname);
    });
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(input, textarea, editable);
    for (const target of [input, textarea, editable]) {
      fireEvent.keyDown(target, { key: 'p' });
      fireEvent.keyDown(target, { key: 'r' });
    }
    fireEvent.keyDown(document.body, { key: 'p', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'r', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'p', altKey: true });
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(location()).toBe('/');
    // A key that does navigate, after all of them: only its navigation ever starts.
    fireEvent.keyDown(document.body, { key: 'r' });
    await waitFor(() => expect(location()).toBe('/review'), { timeout: 5000 });
    expect(started.filter((pathname) => pathname !== '/')).toEqual(['/review']);
    input.remove();
    textarea.remove();
    editable.remove();
  });
});

describe('home: the estimate in the user store', () => {
  it('keeps the estimate on screen until logout clears it', async () => {
    const stats = makeStats([70, 80, 90]);
    signedIn(stats);
    renderApp('/');
    await screen.findByTestId('predicted-score');
    await waitFor(() => expect(useUserStore.getState().scoreEstimation).toEqual(stats.estimate));
    useUserStore.getState().logout();
    expect(useUserStore.getState().scoreEstimation).toBeNull();
  });
});

describe('home: practice history modal', () => {
  const open = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('score-dashboard-open'));
    return { user, modal: await screen.findByTestId('history-modal') };
  };

  it('lists sessions with score, type, level, status, accuracy, m:ss and count; filters', async () => {
    const { calls } = signedIn(makeStats([80]), (req) => {
      const completed = req.query.get('completed');
      if (completed === 'false') {
        return page(
          [
            makeSession(2, {
              completed: false,
              isCompleted: false,
              completedAt: null,
              score: null,
              correctAnswers: 0,
              answeredCount: 3,
            }),
          ],
          1,
        );
      }
      if (completed === 'true') return page([], 0);
      return page([makeSession(1, { score: 85, correctAnswers: 17, totalQuestions: 20 })], 1);
    });
    renderApp('/');
    const { user, modal } = await open();
    const item = await within(modal).findByTestId('history-item');
    expect(within(item).getByTestId('history-item-score')).toHaveTextContent('85');
    expect(within(item).getByTestId('history-item-score')).toHaveAttribute('data-tone', 'good');
    expect(item).toHaveTextContent('阅读 · Part 5 语法填空');
    expect(item).toHaveTextContent('难度 3 · 中等');
    expect(within(item).getByTestId('history-item-status')).toHaveTextContent('已完成');
    expect(within(item).getByTestId('history-item-accuracy')).toHaveTextContent('答对 17/20');
    expect(within(item).getByTestId('history-item-time')).toHaveTextContent('5:12');
    expect(within(item).getByTestId('history-item-count')).toHaveTextContent('20 题');
    const first = calls.filter((c) => c.path === '/api/practice/sessions')[0]!;
    expect(first.query.get('limit')).toBe('20');
    expect(first.query.get('offset')).toBe('0');
    expect(first.query.has('completed')).toBe(false);

    await user.click(within(modal).getByTestId('history-filter-incomplete'));
    const pending = await within(modal).findByText('进行中');
    expect(pending.closest('li')).toHaveTextContent('已答 3/10');

    await user.click(within(modal).getByTestId('history-filter-completed'));
    expect(await within(modal).findByTestId('history-empty')).toHaveTextContent('暂无练习记录');
  });

  it('loads the next page of 20 and refreshes', async () => {
    const all = Array.from({ length: 25 }, (_, i) => makeSession(i + 1));
    const { calls } = signedIn(makeStats([80]), (req) => {
      const offset = Number(req.query.get('offset'));
      return page(all.slice(offset, offset + 20), all.length, offset);
    });
    renderApp('/');
    const { user, modal } = await open();
    await waitFor(() => expect(within(modal).getAllByTestId('history-item')).toHaveLength(20));
    expect(within(modal).getByText('已显示 20 / 25 条')).toBeInTheDocument();
    await user.click(within(modal).getByTestId('history-load-more'));
    await waitFor(() => expect(within(modal).getAllByTestId('history-item')).toHaveLength(25));
    expect(within(modal).queryByTestId('history-load-more')).not.toBeInTheDocument();
    const before = calls.filter((c) => c.path === '/api/practice/sessions').length;
    await user.click(within(modal).getByTestId('history-refresh'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/practice/sessions').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('shows 网络错误，请稍后重试 with a retry button when the network fails', async () => {
    let fails = true;
    signedIn(makeStats([80]), () => (fails ? 'network-error' : page([makeSession(1)], 1)));
    renderApp('/');
    const { user, modal } = await open();
    const error = await within(modal).findByTestId('history-error', undefined, { timeout: 4000 });
    expect(error).toHaveTextContent('网络错误，请稍后重试');
    fails = false;
    await user.click(within(modal).getByTestId('history-retry'));
    expect(await within(modal).findByTestId('history-item')).toBeInTheDocument();
  });

  it("shows the server's error text, or 获取练习历史失败 without one", async () => {
    let answer: StubResponse = fail(403, 'FORBIDDEN', 'History is not available');
    signedIn(makeStats([80]), () => answer);
    renderApp('/');
    const { user, modal } = await open();
    expect(await within(modal).findByTestId('history-error')).toHaveTextContent(
      'History is not available',
    );
    answer = { status: 403, raw: 'nope' };
    await user.click(within(modal).getByTestId('history-retry'));
    await waitFor(() =>
      expect(within(modal).getByTestId('history-error')).toHaveTextContent('服务器错误 (403)'),
    );
  });

  it('closes on Escape', async () => {
    signedIn(makeStats([80]), () => page([], 0));
    renderApp('/');
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('history-modal')).not.toBeInTheDocument();
  });
});

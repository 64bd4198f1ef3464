import { routes } from '@/lib/routes';
import type { PracticeSessionDetail } from '@toeic-ace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, healthy, shellCalls } from '@/test/fixtures';
import { cancellationChart } from '@/test/graphics';
import { makeDetail, makeSession, makeStats, reviewQuestion } from '@/test/practice-stats';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render';
import { ReviewOverviewPage } from './review-overview-page';

const health = ok(routes.health.get, healthy(true));

const SESSIONS = [
  makeSession(3, { score: 90, correctAnswers: 9, categories: ['part5'] }),
  makeSession(2, { score: 65, correctAnswers: 13, totalQuestions: 20, categories: ['part7'] }),
  makeSession(1, {
    score: 40,
    correctAnswers: 2,
    totalQuestions: 5,
    type: 'listening',
    categories: ['part3'],
  }),
];

function signedIn({
  sessions = () =>
    ok(routes.practice.listSessions, { sessions: SESSIONS, total: 3, limit: 100, offset: 0 }),
  detail,
}: {
  sessions?: () => StubResponse;
  detail?: (id: string) => StubResponse;
} = {}) {
  storeTokens();
  return stubFetch((req) => {
    if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
    if (req.path === '/api/practice/stats') {
      return ok(
        routes.practice.getStats,
        makeStats([90, 65, 40], { part5: [10, 9], part7: [20, 13], part3: [5, 2] }),
      );
    }
    if (req.path === '/api/practice/sessions') return sessions();
    const match = /^\/api\/practice\/sessions\/([^/]+)$/.exec(req.path);
    if (match && detail) return detail(decodeURIComponent(match[1]!));
    return shellCalls(req, true);
  });
}

describe('/review: the list', () => {
  it('asks for the completed sessions (limit 100) and colours rows at 80 and 60', async () => {
    const { calls } = signedIn();
    renderApp('/review');
    const rows = await screen.findAllByTestId('review-session-row');
    expect(rows.map((r) => r.getAttribute('data-tone'))).toEqual(['good', 'fair', 'poor']);
    expect(rows[0]).toHaveClass('border-l-emerald-500');
    expect(rows[1]).toHaveClass('border-l-amber-400');
    expect(rows[2]).toHaveClass('border-l-rose-500');
    expect(rows[0]).toHaveTextContent('Part 5 语法填空');
    expect(rows[0]).toHaveTextContent('阅读 · 难度 3 · 中等');
    expect(rows[0]).toHaveAttribute('href', '/review/s-3');
    const list = calls.find((c) => c.path === '/api/practice/sessions')!;
    expect(list.query.get('completed')).toBe('true');
    expect(list.query.get('limit')).toBe('100');
    expect(screen.getByTestId('review-stat-questions')).toHaveTextContent('35');
    expect(screen.getByTestId('review-stat-sessions')).toHaveTextContent('3');
    expect(screen.getByTestId('review-stat-averageScore')).toHaveTextContent('65%');
    expect(await screen.findByTestId('review-part-accuracy-5')).toHaveTextContent('90%');
    expect(screen.getByTestId('review-part-accuracy-1')).toHaveTextContent('--');
  });

  it('filters the list and the statistics by part', async () => {
    signedIn();
    const user = userEvent.setup();
    const { location } = renderApp('/review');
    await screen.findAllByTestId('review-session-row');
    await user.click(screen.getByTestId('review-part-7'));
    expect(screen.getAllByTestId('review-session-row')).toHaveLength(1);
    expect(screen.getByTestId('review-session-row')).toHaveTextContent('Part 7 阅读理解');
    expect(screen.getByTestId('review-stat-questions')).toHaveTextContent('20');
    expect(screen.getByTestId('review-stat-averageScore')).toHaveTextContent('65%');
    expect(location()).toBe('/review?part=7');

    await user.click(screen.getByTestId('review-part-2'));
    expect(screen.getByTestId('review-empty')).toHaveTextContent('这个部分还没有已完成的练习');
    await user.click(screen.getByTestId('review-part-all'));
    expect(screen.getAllByTestId('review-session-row')).toHaveLength(3);
  });

  it('links to /practice when there is nothing to review yet', async () => {
    signedIn({
      sessions: () =>
        ok(routes.practice.listSessions, { sessions: [], total: 0, limit: 100, offset: 0 }),
    });
    renderApp('/review');
    const empty = await screen.findByTestId('review-empty');
    expect(empty).toHaveTextContent('还没有已完成的练习记录');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/practice');
  });

  it('says 无法加载练习记录，请检查网络连接 when the network fails, and retries', async () => {
    let down = true;
    signedIn({
      sessions: () =>
        down
          ? 'network-error'
          : ok(routes.practice.listSessions, {
              sessions: SESSIONS,
              total: 3,
              limit: 100,
              offset: 0,
            }),
    });
    const user = userEvent.setup();
    renderApp('/review');
    const error = await screen.findByTestId('review-error', undefined, { timeout: 4000 });
    expect(error).toHaveTextContent('无法加载练习记录，请检查网络连接');
    down = false;
    await user.click(within(error).getByTestId('review-retry'));
    expect(await screen.findAllByTestId('review-session-row')).toHaveLength(3);
  });

  it('shows a generic load error with retry for a server failure', async () => {
    signedIn({ sessions: () => fail(500, 'INTERNAL_ERROR', 'Internal server error') });
    renderApp('/review');
    const error = await screen.findByTestId('review-error', undefined, { timeout: 4000 });
    expect(error).toHaveTextContent('加载练习记录失败');
    expect(within(error).getByTestId('review-retry')).toBeInTheDocument();
  });

  it('says 认证已过期，请重新登录 for an Unauthorized answer', async () => {
    signedIn({ sessions: () => fail(403, 'FORBIDDEN', 'Unauthorized') });
    renderApp('/review');
    const error = await screen.findByTestId('review-error');
    expect(error).toHaveTextContent('认证已过期，请重新登录');
    expect(within(error).queryByTestId('review-retry')).not.toBeInTheDocument();
  });

  it('asks a visitor without a user to log in', () => {
    stubFetch(() => health);
    renderWithProviders(<ReviewOverviewPage />);
    expect(screen.getByTestId('review-login-required')).toHaveTextContent('请先登录以查看练习记录');
  });
});

describe('/review/{id}: one session', () => {
  const questions = [
    reviewQuestion(1, { correctAnswer: 1 }),
    reviewQuestion(2, { correctAnswer: 2, explanation: '' }),
    reviewQuestion(3, {
      category: 'part7',
      part: 7,
      correctAnswer: 3,
      passage: 'Dear Ms. Ito,\nThank you.\n---\nInvoice No. 42\nTotal: $90',
      tags: ['email', 'inference'],
    }),
    reviewQuestion(4, {
      type: 'listening',
      category: 'part1',
      part: 1,
      question: 'Look at the picture.',
      scene: 'A man is watering plants on a balcony.',
      transcript: '(A) He is watering plants.\n(B) He is closing a window.',
      correctAnswer: 0,
    }),
  ];
  // 1 right, 2 wrong (no explanation), 3 unanswered, 4 right
  const detail: PracticeSessionDetail = makeDetail(questions, [1, 0, null, 0], { id: 's-9' });

  it('opens with the first question selected and marks the options', async () => {
    signedIn({ detail: () => ok(routes.practice.getSession, detail) });
    renderApp('/review/s-9');
    const card = await screen.findByTestId('review-question-detail');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('第 1 题');
    expect(card).toHaveAttribute('data-status', 'correct');
    expect(within(card).getByTestId('review-option-B')).toHaveAttribute('data-mark', 'correct');
    expect(within(card).getByTestId('review-option-B')).toHaveTextContent('你的选择 · 正确');
    expect(within(card).getByTestId('review-correct-answer')).toHaveTextContent('B');
    expect(within(card).getByTestId('review-your-answer')).toHaveTextContent('B');
    expect(within(card).getByTestId('review-explanation')).toHaveTextContent('解析 1');
    expect(screen.getByTestId('review-detail')).toHaveTextContent('2 / 4');
  });

  it('filters correct / incorrect and shows 未作答, the missing explanation, passages', async () => {
    signedIn({ detail: () => ok(routes.practice.getSession, detail) });
    const user = userEvent.setup();
    renderApp('/review/s-9');
    await screen.findByTestId('review-question-detail');
    const list = screen.getByTestId('review-question-list');
    expect(within(list).getAllByRole('button')).toHaveLength(4);

    await user.click(screen.getByTestId('review-answer-filter-incorrect'));
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('2'), expect.stringContaining('3')]);
    let card = screen.getByTestId('review-question-detail');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('第 2 题');
    expect(within(card).getByTestId('review-option-A')).toHaveAttribute('data-mark', 'wrong');
    expect(within(card).getByTestId('review-option-C')).toHaveAttribute('data-mark', 'correct');
    expect(within(card).getByTestId('review-explanation')).toHaveTextContent('这道题暂无解析。');

    await user.click(screen.getByTestId('review-question-3'));
    card = screen.getByTestId('review-question-detail');
    expect(card).toHaveAttribute('data-status', 'unanswered');
    expect(within(card).getByTestId('review-your-answer')).toHaveTextContent('未作答');
    expect(within(card).getByTestId('review-question-status')).toHaveTextContent('未作答');
    const passage = within(card).getByTestId('review-passage');
    expect(passage).toHaveTextContent('文档 1');
    expect(passage).toHaveTextContent('文档 2');
    expect(passage).toHaveTextContent('Invoice No. 42');
    expect(within(card).getByTestId('review-tags')).toHaveTextContent('email');

    await user.click(screen.getByTestId('review-answer-filter-correct'));
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByTestId('review-next'));
    card = screen.getByTestId('review-question-detail');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('第 4 题');
    expect(within(card).getByTestId('review-scene')).toHaveTextContent(
      'A man is watering plants on a balcony.',
    );
    expect(within(card).getByTestId('review-transcript')).toHaveTextContent(
      '(A) He is watering plants.',
    );
  });

  it('plays an audio file and shows an image when the question has them', async () => {
    const media = makeDetail(
      [
        reviewQuestion(1, {
          type: 'listening',
          category: 'part1',
          part: 1,
          audioUrl: '/audio/q1.mp3',
          imageUrl: '/images/q1.png',
          scene: 'Two people shake hands.',
        }),
      ],
      [0],
    );
    signedIn({ detail: () => ok(routes.practice.getSession, media) });
    renderApp('/review/s-1');
    expect(await screen.findByTestId('review-audio')).toHaveAttribute('src', '/audio/q1.mp3');
    expect(screen.getByTestId('review-image')).toHaveAttribute('src', '/images/q1.png');
    expect(screen.getByTestId('review-image')).toHaveAttribute('alt', 'Two people shake hands.');
    expect(screen.queryByTestId('review-scene')).not.toBeInTheDocument();
  });

  it('draws the graphic a question refers to, with its text alternative', async () => {
    const withGraphic = makeDetail(
      [
        reviewQuestion(1, {
          type: 'listening',
          category: 'part4',
          part: 4,
          question: 'Look at the graphic. Which reason will the company address first?',
          transcript: 'Woman: Most of you canceled because of delivery delays.',
          graphic: cancellationChart,
        }),
      ],
      [1],
    );
    signedIn({ detail: () => ok(routes.practice.getSession, withGraphic) });
    renderApp('/review/s-1');
    const card = await screen.findByTestId('review-question-detail');
    const chart = await within(card).findByRole('img', { name: 'Why customers canceled' });
    expect(chart).toHaveAccessibleDescription(/Delivery delays: 27%\./);
    expect(within(chart).getAllByTestId('graphic-bar')).toHaveLength(3);
  });

  it('goes back to the list', async () => {
    signedIn({ detail: () => ok(routes.practice.getSession, detail) });
    const user = userEvent.setup();
    const { location } = renderApp('/review/s-9');
    await user.click(await screen.findByTestId('review-back'));
    await waitFor(() => expect(location()).toBe('/review'));
    expect(await screen.findAllByTestId('review-session-row')).toHaveLength(3);
  });

  it('says when the session does not exist', async () => {
    signedIn({ detail: () => fail(404, 'NOT_FOUND', 'Practice session not found') });
    renderApp('/review/nope');
    expect(await screen.findByTestId('review-error')).toHaveTextContent('找不到这组练习记录');
  });
});

import { routes } from '@/lib/routes';
import type { MockResult, MockTestSummary } from '@toeic-ace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens, testUser, shellCalls } from '@/test/fixtures';
import { makeStats } from '@/test/practice-stats';
import { renderApp } from '@/test/render-app';

const result = (listening: number, reading: number): MockResult => ({
  listening: {
    raw: 80,
    total: 100,
    scaled: listening,
    range: { low: listening - 30, high: listening + 30 },
  },
  reading: {
    raw: 70,
    total: 100,
    scaled: reading,
    range: { low: reading - 30, high: reading + 30 },
  },
  total: listening + reading,
  totalRange: { low: listening + reading - 60, high: listening + reading + 60 },
  parts: [],
});

const mock = (id: string, submittedAt: string, r: MockResult): MockTestSummary => ({
  id,
  kind: 'full',
  status: 'submitted',
  createdAt: submittedAt,
  listeningStartedAt: submittedAt,
  listeningEndsAt: submittedAt,
  readingEndsAt: submittedAt,
  submittedAt,
  questionCount: 200,
  answeredCount: 180,
  result: r,
});

function signedIn(tests: MockTestSummary[]) {
  storeTokens();
  const stats = makeStats([60, 70, 80]);
  stubFetch((req) => {
    if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
    if (req.path === '/api/practice/stats') return ok(routes.practice.getStats, stats);
    if (req.path === '/api/mock-tests') return ok(routes.mockTests.listMockTests, { tests });
    return shellCalls(req);
  });
  return stats;
}

describe('dashboard with mock tests', () => {
  it('predicts from a mock submitted in the last 30 days, with its LC / RC, and lists it', async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    signedIn([mock('m1', recent, result(400, 305))]);
    renderApp('/');
    const score = await screen.findByTestId('predicted-score');
    await within(await screen.findByTestId('dashboard-mock-list')).findByText('705');
    expect(score).toHaveTextContent('705');
    expect(screen.getByTestId('score-dashboard')).toHaveTextContent('基于最近一次模考');
    expect(screen.getByTestId('score-dashboard')).toHaveTextContent('400');
  });

  it('keeps the practice estimate when the only mock is older than 30 days', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const stats = signedIn([mock('m1', old, result(400, 305))]);
    renderApp('/');
    await screen.findByTestId('dashboard-mock-list');
    expect(await screen.findByTestId('predicted-score')).toHaveTextContent(
      String(stats.estimate.estimatedScore),
    );
    expect(screen.getByTestId('score-dashboard')).not.toHaveTextContent('基于最近一次模考');
  });
});

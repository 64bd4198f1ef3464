import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { answeringSet } from '@/test/local-rows';
import { makeQuestions } from '@/test/practice';
import { completeSession } from '../../session-logic';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { ResultsView } from './results-view';

function finished(overrides: Partial<LocalPracticeSession> = {}): LocalPracticeSession {
  const questions = makeQuestions(4); // keys 1, 2, 3, 0
  return completeSession(
    answeringSet({
      questions,
      userAnswers: [1, 2, 3, null],
      answerTimes: [10, 20, 30, 0],
      currentIndex: 3,
      totalQuestions: 4,
      elapsedMs: 150_000,
      ...overrides,
    }),
    '2026-01-01T00:02:30.000Z',
  );
}

const show = (session: LocalPracticeSession, reviewPath?: (id: string) => string) =>
  renderWithProviders(
    <MemoryRouter>
      <ResultsView session={session} reviewPath={reviewPath} onAgain={() => {}} />
    </MemoryRouter>,
  );

describe('results screen', () => {
  it('states the level of the questions that ran: one level, or their range', () => {
    const atTwo = makeQuestions(4, { difficulty: 2 });
    const { unmount } = show(finished({ questions: atTwo }));
    expect(screen.getByTestId('practice-results')).toHaveTextContent('难度 2 ·');
    expect(screen.getByTestId('practice-results')).not.toHaveTextContent('难度 3');
    unmount();
    const mixed = makeQuestions(4).map((q, i) => ({ ...q, difficulty: [2, 3, 2, 4][i]! }));
    show(finished({ questions: mixed }));
    expect(screen.getByTestId('practice-results')).toHaveTextContent('难度 2–4');
  });

  it('shows the ring, the counts, the duration in minutes and the feedback tier', () => {
    show(finished());
    expect(screen.getByTestId('practice-score-ring')).toHaveAttribute('data-percent', '75');
    expect(screen.getByTestId('practice-score')).toHaveTextContent('75%');
    expect(screen.getByTestId('practice-feedback')).toHaveAttribute('data-tier', 'good');
    expect(screen.getByTestId('practice-result-correct')).toHaveTextContent('3');
    expect(screen.getByTestId('practice-result-wrong')).toHaveTextContent('0');
    expect(screen.getByTestId('practice-result-unanswered')).toHaveTextContent('1');
    expect(screen.getByTestId('practice-result-total')).toHaveTextContent('4');
    expect(screen.getByTestId('practice-result-duration')).toHaveTextContent('2.5 分钟');
  });

  it('links to the explanations of a server session when the review screen exists', () => {
    show(finished(), (id) => `/review/${id}`);
    expect(screen.getByTestId('practice-view-explanations')).toHaveAttribute('href', '/review/s-1');
  });

  it('has no explanations button for an offline set or without a review screen', () => {
    show(finished({ serverSessionId: null, offline: true }), (id) => `/review/${id}`);
    expect(screen.queryByTestId('practice-view-explanations')).not.toBeInTheDocument();
    expect(screen.getByText('本次为离线练习，结果只保存在这台设备上。')).toBeInTheDocument();
  });
});

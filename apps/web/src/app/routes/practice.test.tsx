import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@toeic-ace/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { PracticeStoreProvider } from '@/features/practice/store-context';
import { emitPracticeSessionCompleted } from '@/lib/events';
import { createQueryClient } from '@/lib/query-client';
import { useUserStore } from '@/entities/user/store';
import { routes as api } from '@/lib/routes';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens, testUser } from '@/test/fixtures';
import {
  createTestPracticeStore,
  makeQuestion,
  makeQuestions,
  servedSet,
  sseResponse,
} from '@/test/practice';
import { makeDetail, openSession } from '@/test/practice-stats';

function serve(
  questions: Question[],
  practiceSettings?: { questionsPerSession: number; difficulty: number[] },
) {
  storeTokens();
  const user = testUser();
  if (practiceSettings) Object.assign(user.preferences.practiceSettings, practiceSettings);
  return stubFetch((req) => {
    if (req.path === '/api/auth/profile') return ok(api.auth.getProfile, user);
    if (req.path === '/api/practice/sessions') return ok(api.practice.createSession, openSession());
    if (req.path === '/api/questions/generate/stream') return sseResponse(servedSet(questions));
    if (req.path.endsWith('/answers')) {
      return ok(api.practice.submitAnswer, { questionId: 'x', answer: 0, answeredCount: 1 });
    }
    if (req.path.endsWith('/complete')) {
      return ok(
        api.practice.completeSession,
        makeDetail(questions, [], { score: 50, correctAnswers: 1 }),
      );
    }
    return fail(404, 'NOT_FOUND', 'not here');
  });
}

/** The app at /practice, once the lazy route has loaded and the setup shows. */
async function renderPractice() {
  const practice = createTestPracticeStore({ emitCompleted: emitPracticeSessionCompleted });
  const router = createMemoryRouter(routes, { initialEntries: ['/practice'] });
  render(
    <PracticeStoreProvider store={practice.store}>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </PracticeStoreProvider>,
  );
  await screen.findByTestId('practice-setup', {}, { timeout: 5_000 });
  return practice;
}

describe('/practice', () => {
  it('opens with the user’s practice settings and lists the choices in the preview', async () => {
    serve([], { questionsPerSession: 15, difficulty: [4, 5] });
    await renderPractice();
    expect(screen.getByTestId('practice-count-value')).toHaveTextContent('15 题');
    expect(screen.getByTestId('practice-level-4')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('practice-preview-level')).toHaveTextContent(
      '难度 4 · 困难（700–800分）',
    );
    expect(screen.getByTestId('practice-preview-part')).toHaveTextContent('Part 5 语法填空');

    await userEvent.click(screen.getByTestId('practice-type-listening'));
    expect(screen.getByTestId('practice-part-part1')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByTestId('practice-part-part5')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('practice-count'), { target: { value: '5' } });
    expect(screen.getByTestId('practice-preview-count')).toHaveTextContent('5 题');
    expect(screen.getByTestId('practice-preview-type')).toHaveTextContent('听力');
  });

  it('runs a reading set from start to the results, by keyboard', async () => {
    // Keys: q-1 → B (1), q-2 → C (2).
    const { calls } = serve(makeQuestions(2));
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-start'));
    const card = await screen.findByTestId('practice-question');
    expect(within(card).getByTestId('practice-type-badge')).toHaveTextContent('阅读');
    expect(within(card).getByTestId('practice-level-badge')).toHaveTextContent('难度 3 · 中等');
    expect(within(card).getByTestId('practice-category-badge')).toHaveTextContent(
      'Part 5 语法填空',
    );
    expect(screen.getByTestId('practice-position')).toHaveTextContent('第 1 题 / 共 2 题');

    await userEvent.keyboard('2');
    expect(screen.getByTestId('practice-option-1')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(screen.getByTestId('practice-position')).toHaveTextContent('第 2 题'),
    );
    expect(screen.getByTestId('practice-answered')).toHaveTextContent('已答 1 题');
    expect(screen.getByTestId('practice-remaining')).toHaveTextContent('剩余 1 题');
    expect(screen.getByTestId('practice-percent')).toHaveTextContent('进度 50%');
    expect(screen.getByTestId('practice-dot-0')).toHaveAttribute('data-state', 'answered');
    expect(screen.getByTestId('practice-dot-1')).toHaveAttribute('data-state', 'current');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('practice-position')).toHaveTextContent('第 1 题');
    await userEvent.keyboard('{ArrowRight}a');

    const results = await screen.findByTestId('practice-results');
    expect(within(results).getByTestId('practice-score')).toHaveTextContent('50%');
    expect(within(results).getByTestId('practice-result-correct')).toHaveTextContent('1');
    expect(within(results).getByTestId('practice-result-wrong')).toHaveTextContent('1');
    expect(within(results).getByTestId('practice-result-total')).toHaveTextContent('2');
    expect(within(results).getByTestId('practice-feedback')).toHaveTextContent(
      '还需要多加练习，建议先复习这一部分的解题技巧。',
    );
    expect(calls.filter((c) => c.path.endsWith('/answers'))).toHaveLength(2);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/complete'))).toBe(true));
    // practiceSessionCompleted reached the app, which keeps the session in the user store.
    expect(useUserStore.getState().practiceSessions[0]).toMatchObject({
      score: 50,
      completed: true,
    });

    await userEvent.click(screen.getByTestId('practice-again'));
    expect(await screen.findByTestId('practice-setup')).toBeInTheDocument();
  });

  it('Part 2: options are only heard until answered; without voices the script is offered', async () => {
    serve([
      makeQuestion(1, {
        type: 'listening',
        category: 'part2',
        part: 2,
        question: 'Choose the best response.',
        transcript: 'Woman: Where is the meeting room?',
        options: ['On the third floor.', 'At ten o’clock.', 'Yes, I met him.', 'A big room.'],
        correctAnswer: 0,
      }),
    ]);
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-type-listening'));
    await userEvent.click(screen.getByTestId('practice-part-part2'));
    await userEvent.click(screen.getByTestId('practice-start'));
    expect(await screen.findByTestId('practice-option-0')).toHaveTextContent('选项 A');
    expect(screen.queryByText('On the third floor.')).not.toBeInTheDocument();
    // jsdom has no speech synthesis: say so and offer the script instead of failing silently.
    expect(await screen.findByTestId('listening-unavailable')).toHaveTextContent(
      '当前浏览器没有可用的英语语音',
    );
    await userEvent.click(screen.getByTestId('listening-show-transcript'));
    expect(screen.getByTestId('practice-transcript')).toHaveTextContent(
      'Where is the meeting room?',
    );
    expect(screen.getByTestId('practice-option-0')).toHaveTextContent('On the third floor.');
  });

  it('a question with a recording plays it with <audio> instead of speech', async () => {
    serve([
      makeQuestion(1, {
        type: 'listening',
        category: 'part4',
        part: 4,
        transcript: 'Woman: Welcome to the museum.',
        audioUrl: '/audio/talk-1.mp3',
      }),
    ]);
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-type-listening'));
    await userEvent.click(screen.getByTestId('practice-part-part4'));
    await userEvent.click(screen.getByTestId('practice-start'));
    expect(await screen.findByTestId('practice-audio')).toHaveAttribute('src', '/audio/talk-1.mp3');
    expect(screen.queryByTestId('listening-unavailable')).not.toBeInTheDocument();
    expect(screen.queryByTestId('practice-transcript')).not.toBeInTheDocument();
  });

  it('Part 7 shows each document of the passage as its own card', async () => {
    serve([
      makeQuestion(1, {
        category: 'part7',
        part: 7,
        passage: 'NOTICE\nThe lift is closed.\n---\nTo: all staff\nPlease use the stairs.',
      }),
    ]);
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-part-part7'));
    await userEvent.click(screen.getByTestId('practice-start'));
    const documents = await screen.findAllByTestId('practice-passage-document');
    expect(documents).toHaveLength(2);
    expect(documents[0]).toHaveTextContent('文档 1');
    expect(documents[1]).toHaveTextContent('Please use the stairs.');
  });

  it('quitting asks first, then returns to the setup', async () => {
    serve(makeQuestions(3));
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-start'));
    await userEvent.click(await screen.findByTestId('practice-exit'));
    await userEvent.click(screen.getByTestId('practice-exit-dialog-cancel'));
    expect(screen.getByTestId('practice-session')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('practice-exit'));
    await userEvent.click(screen.getByTestId('practice-exit-dialog-confirm'));
    expect(await screen.findByTestId('practice-setup')).toBeInTheDocument();
  });

  it('submitting with unanswered questions asks first', async () => {
    serve(makeQuestions(3));
    await renderPractice();
    await userEvent.click(screen.getByTestId('practice-start'));
    await userEvent.click(await screen.findByTestId('practice-submit'));
    expect(screen.getByTestId('practice-submit-dialog')).toHaveTextContent(
      '还有 3 题未作答，未作答的题目按答错计算。',
    );
    await userEvent.click(screen.getByTestId('practice-submit-dialog-confirm'));
    expect(await screen.findByTestId('practice-score')).toHaveTextContent('0%');
  });
});

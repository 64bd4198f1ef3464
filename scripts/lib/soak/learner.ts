// One simulated learner: signs up, then until the deadline practises a set of questions from the
// built-in bank (create a session, generate, answer each, complete, look the result over) and
// studies vocabulary (add a word from the set, review the words due). Routes and payloads come
// from the contract, as the web app's do.
import { randomUUID } from 'node:crypto';
import {
  routes,
  type AuthResult,
  type GenerateQuestionsResponse,
  type PracticeSession,
  type ReviewList,
  type VocabularyWord,
} from '@toeic-ace/contract';
import type { Answer, LearnerClient } from './client';
import type { SoakCounters } from './counters';

export interface LearnerPlan {
  /** ms since the epoch: no new step starts after this. */
  until: number;
  /** Pause between two actions, as a person reads and chooses: [min, max] ms. */
  thinkMs: readonly [number, number];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** A study word taken from a question's text (letters only, so the contract accepts it). */
function wordFrom(text: string): string {
  const words = text.match(/[A-Za-z]{5,}/g) ?? ['invoice'];
  return pick(words).toLowerCase();
}

export async function runLearner(
  client: LearnerClient,
  id: string,
  counters: SoakCounters,
  plan: LearnerPlan,
): Promise<void> {
  const think = () => sleep(plan.thinkMs[0] + Math.random() * (plan.thinkMs[1] - plan.thinkMs[0]));
  const credentials = {
    email: `soak-${id}@example.com`,
    password: 'soak-password-1',
    username: `Soak ${id}`,
  };
  // A person whose sign-up failed presses the button again a little later.
  let auth: Answer<AuthResult> = { status: 0 };
  for (let tries = 0; tries < 5 && !ok(auth) && Date.now() < plan.until; tries++) {
    if (tries > 0) await sleep(2_000);
    auth = await client.call<AuthResult>(routes.auth.register, { body: credentials });
    if (auth.code === 'EMAIL_TAKEN')
      auth = await client.call(routes.auth.login, { body: credentials });
  }
  if (!ok(auth)) {
    counters.learnersLost += 1;
    return;
  }
  client.signIn(auth.data!.tokens.accessToken);

  while (Date.now() < plan.until) {
    await think();
    const session = await client.call<PracticeSession>(routes.practice.createSession, {
      body: {
        sessionType: 'quick_practice',
        questionType: 'reading',
        difficulty: 3,
        categories: ['part5'],
        totalQuestions: 5,
      },
    });
    if (!ok(session)) continue;
    const sessionId = session.data!.id;
    const set = await client.call<GenerateQuestionsResponse>(routes.questions.generate, {
      body: {
        questionType: 'reading',
        questionCount: 5,
        difficulty: [3],
        categories: ['part5'],
        sessionId,
      },
    });
    if (!ok(set)) continue;
    const questions = set.data!.questions;
    const chosen: { questionId: string; answer: number }[] = [];
    for (const question of questions) {
      await think();
      const answer = Math.floor(Math.random() * question.options.length);
      const saved = await client.call(routes.practice.submitAnswer, {
        params: { id: sessionId },
        body: { questionId: question.id, answer, timeSpent: 5 + Math.random() * 20 },
      });
      chosen.push({ questionId: question.id, answer });
      if (ok(saved)) counters.acknowledged.push({ sessionId, questionId: question.id, answer });
    }
    await think();
    const done = await client.call(routes.practice.completeSession, {
      params: { id: sessionId },
      // As the web app does: the final answers again, so one lost on the way still counts.
      body: { userAnswers: chosen, timeSpent: 60 },
    });
    if (ok(done)) counters.sessionsCompleted += 1;
    // Looking the finished set over.
    await client.call(routes.practice.getSession, { params: { id: sessionId } });

    await think();
    const text = questions[0] ? `${questions[0].question} ${questions[0].options.join(' ')}` : '';
    // 409 WORD_ALREADY_EXISTS when the word is in the notebook already: a normal answer.
    await client.call<VocabularyWord>(routes.vocabulary.addWord, {
      body: { word: wordFrom(text) },
    });
    const due = await client.call<ReviewList>(routes.vocabulary.listDueReviews, {
      query: 'limit=5',
    });
    for (const word of due.data?.words.slice(0, 2) ?? []) {
      await think();
      const rated = await client.call(routes.vocabulary.reviewWord, {
        params: { id: word.id },
        body: {
          rating: pick(['easy', 'normal', 'again']),
          responseTime: 4,
          clientRatingId: randomUUID(),
        },
      });
      if (ok(rated)) counters.wordsReviewed += 1;
    }
  }
}
